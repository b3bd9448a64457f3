"""战绩: per mode (闯关模式 / 欢乐豆场, Tab or a click on its tab), hands played, the win
rate, the 自摸 share, the deal-in rate, the average fan and points or beans, each stage or
room, the most frequent fans (bars), credits or beans over the last hands and the 复盘's
agreement over them (lines). Esc or 返回 leaves. A damaged statistics file was set aside
by the loader: its message shows at the foot.
"""

from __future__ import annotations

import pygame

from mahjong2p.i18n import Language
from mahjong2p.i18n.catalogue import CATALOGUE
from mahjong2p.rules.gb.scoring import GB_SPECS
from mahjong2p.scenes.base import Scene
from mahjong2p.scenes.context import AppContext
from mahjong2p.scenes.stats_view.charts import bar_chart, line_chart
from mahjong2p.stats.record import Stats
from mahjong2p.stats.summary import ModeSummary, arcade_summary, beans_summary
from mahjong2p.store.stats import load_stats
from mahjong2p.ui import draw, theme
from mahjong2p.ui.design_box import DesignBox, design_box
from mahjong2p.ui.fonts import Face
from mahjong2p.ui.widgets import Button, asks_back

MODES = ("arcade", "beans")


class StatsScene(Scene):
    def __init__(self, ctx: AppContext, mode: str = "arcade", stats: Stats | None = None) -> None:
        """``stats``: shown instead of the player's file (the screenshot tool's)."""
        self.ctx = ctx
        folder = ctx.profile.folder
        self.stats, self.message = Stats(), None
        if stats is not None:
            self.stats = stats
        elif folder is not None:
            self.stats, self.message = load_stats(folder)
        self.mode = mode
        self.tabs = [Button("", lambda m=m: self._show(m)) for m in MODES]  # type: ignore[misc]
        self.back = Button("", ctx.stack.pop, key_label="Esc")

    def _show(self, mode: str) -> None:
        self.mode = mode

    def summary(self) -> ModeSummary:
        if self.mode == "arcade":
            return arcade_summary(self.stats)
        beans = self.ctx.beans
        return beans_summary(self.stats, None if beans is None else beans.account.stats)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if asks_back(event, self.back):
            self.back.on_click()
            return True
        if event.type == pygame.KEYDOWN and event.key in (
            pygame.K_TAB,
            pygame.K_LEFT,
            pygame.K_RIGHT,
        ):
            self.mode = MODES[(MODES.index(self.mode) + 1) % len(MODES)]
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for button in (*self.tabs, self.back):
                if button.hit(event.pos):
                    button.on_click()
                    return True
        return False

    # ---------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface) -> None:
        box = design_box(surface.get_size())
        s, tr, fonts = box.s, self.ctx.text.text, self.ctx.fonts
        surface.blit(draw.felt(surface.get_size()), (0, 0))
        draw.page(surface, fonts, tr("stats.title"), round(46 * s), box.y(46))
        for i, (button, mode) in enumerate(zip(self.tabs, MODES, strict=True)):
            button.label = tr(f"mode.{mode}")
            button.color = theme.SWITCH_ON if mode == self.mode else theme.BUTTON
            button.rect = pygame.Rect(
                round(box.x(430 + i * 220)), round(box.y(84)), round(200 * s), round(44 * s)
            )
            button.draw(surface, fonts, False)
        summary = self.summary()
        if not summary.hands and not summary.recent:
            draw.text(
                surface,
                fonts,
                tr("stats.empty"),
                box.text_px(26),
                theme.WHITE,
                "center",
                (box.centerx, box.y(360)),
            )
        else:
            self._numbers(surface, box, summary)
            self._charts(surface, box, summary)
        self.back.label = tr("stats.back")
        self.back.rect = pygame.Rect(
            round(box.x(40)), round(box.y(650)), round(160 * s), round(48 * s)
        )
        self.back.draw(surface, fonts, False)
        foot = self.message or tr("stats.keys")
        draw.text(
            surface, fonts, foot, box.text_px(16), theme.MUTED, "midleft", (box.x(220), box.y(674))
        )

    def _numbers(self, surface: pygame.Surface, box: DesignBox, summary: ModeSummary) -> None:
        s, tr, fonts = box.s, self.ctx.text.text, self.ctx.fonts
        panel = pygame.Rect(round(box.x(40)), round(box.y(144)), round(440 * s), round(490 * s))
        draw.panel(surface, panel, theme.PANEL, 215, theme.GOLD_DARK, round(14 * s))
        x, right, y = panel.x + round(20 * s), panel.right - round(20 * s), panel.y + round(16 * s)
        size = box.text_px(21)
        rows = (
            ("stats.hands", f"{summary.hands:,}"),
            ("stats.win_rate", _share(summary.win_rate)),
            ("stats.self_draw", _share(summary.self_draw_share)),
            ("stats.deal_in", _share(summary.deal_in_rate)),
            ("stats.average_fan", _number(summary.average_fan)),
            (f"stats.average.{self.mode}", _estimate(self.ctx, summary.average_amount)),
        )
        for key, value in rows:
            draw.text(surface, fonts, tr(key), size, theme.WHITE, "topleft", (x, y))
            draw.text(surface, fonts, value, size, theme.GOLD, "topright", (right, y), Face.BOLD)
            y += round(38 * s)
        note = box.text_px(15)
        draw.text(
            surface,
            fonts,
            tr("stats.recent", n=summary.recent)
            if not summary.takeover_hands
            else tr("stats.recent_takeover", n=summary.recent, m=summary.takeover_hands),
            note,
            theme.MUTED,
            "topleft",
            (x, y),
        )
        y += round(34 * s)
        draw.text(
            surface,
            fonts,
            tr(f"stats.places.{self.mode}"),
            box.text_px(18),
            theme.MUTED,
            "topleft",
            (x, y),
        )
        y += round(30 * s)
        for place in summary.places[:6]:
            rate = round(100 * place.wins / place.hands) if place.hands else 0
            line = tr("stats.place_row", name=self._place_name(place.name), n=place.hands, p=rate)
            draw.text(surface, fonts, line, box.text_px(18), theme.WHITE, "topleft", (x, y))
            y += round(28 * s)

    def _charts(self, surface: pygame.Surface, box: DesignBox, summary: ModeSummary) -> None:
        s, tr, fonts = box.s, self.ctx.text.text, self.ctx.fonts
        size = box.text_px(17)
        fans = pygame.Rect(round(box.x(500)), round(box.y(144)), round(740 * s), round(236 * s))
        balance = pygame.Rect(round(box.x(500)), round(box.y(396)), round(362 * s), round(238 * s))
        agreement = pygame.Rect(
            round(box.x(878)), round(box.y(396)), round(362 * s), round(238 * s)
        )
        for rect, key in (
            (fans, "stats.fans"),
            (balance, f"stats.balance.{self.mode}"),
            (agreement, "stats.agreement"),
        ):
            draw.panel(surface, rect, theme.PANEL, 215, theme.GOLD_DARK, round(14 * s))
            draw.text(
                surface,
                fonts,
                tr(key),
                box.text_px(19),
                theme.GOLD,
                "topleft",
                (rect.x + 16 * s, rect.y + 10 * s),
                Face.BOLD,
            )
        bars = [(self._fan_name(fan), count) for fan, count in summary.top_fans]
        inner = fans.inflate(round(-32 * s), round(-60 * s)).move(0, round(16 * s))
        if bars:
            bar_chart(surface, fonts, inner, bars, theme.ACTION_CALL, size)
        else:
            draw.text(surface, fonts, tr("stats.none"), size, theme.MUTED, "center", inner.center)
        for rect, values, label in (
            (balance, [float(v) for v in summary.balances], self.ctx.text.estimate),
            (agreement, list(summary.agreements), _percent),
        ):
            inner = rect.inflate(round(-32 * s), round(-64 * s)).move(0, round(16 * s))
            if values:
                line_chart(
                    surface,
                    fonts,
                    inner,
                    values,
                    theme.GOLD_DARK if rect is balance else theme.GREEN,
                    size,
                    label,
                    tr("look.stats.x_axis", n=len(values)),
                )
            else:
                draw.text(
                    surface, fonts, tr("stats.none"), size, theme.MUTED, "center", inner.center
                )

    def _fan_name(self, fan_id: str) -> str:
        text = self.ctx.text
        if self.mode == "beans" and fan_id in GB_SPECS:
            spec = GB_SPECS[fan_id]
            return spec.name if text.language is Language.ZH else spec.name_en
        try:
            return text.fan_name(fan_id)
        except KeyError:
            return fan_id

    def _place_name(self, name: str) -> str:
        tr = self.ctx.text.text
        if self.mode == "arcade":
            return (
                f"{tr('hud.stage', n=name)} · {tr(f'level.name.{name}')}"
                if f"level.name.{name}" in CATALOGUE
                else name
            )
        key = f"beans.room.{name}"
        return tr(key) if key in CATALOGUE else name


def _share(value: float | None) -> str:
    return "—" if value is None else f"{value:.0%}"


def _number(value: float | None) -> str:
    return "—" if value is None else f"{value:,.1f}"


def _estimate(ctx: AppContext, value: float | None) -> str:
    """An average amount by the one amount rule (one decimal below 10)."""
    return "—" if value is None else ctx.text.estimate(value)


def _percent(value: float) -> str:
    return f"{value:.0%}"
