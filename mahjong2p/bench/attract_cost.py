"""How long the title's attract mode plays in one absence of the player: its
:data:`~mahjong2p.scenes.attract.DEMOS` demo hands, played through at 60 updates a second
without drawing, as the bench's child process (:mod:`.idle`)."""

from __future__ import annotations

from mahjong2p.scenes import attract

STEP = 1 / 60
MAX_HAND_S = 600.0  # a demo hand that has not ended by then is counted as this long


def main() -> None:
    """Prints the seconds of demo, summed over the hands."""
    from mahjong2p.app.pygame_env import prepare

    prepare(headless=True)
    from mahjong2p.app.shell import App
    from mahjong2p.scenes.title import TitleScene

    app = App(size=(1280, 720), seed=1)
    title = TitleScene(app.ctx)
    app.ctx.stack.push(title)
    steps = 0
    for _ in range(attract.DEMOS):
        title.start_demo()
        demo = title.demo
        for _ in range(round(MAX_HAND_S / STEP)):
            if title.demo is not demo:
                break
            title.update(STEP)
            steps += 1
    print(round(steps * STEP, 1))
