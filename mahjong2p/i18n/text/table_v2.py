"""The table's second version: who did what (cut-in sub-lines, the fading line and the
action log), the log's button and overlay, and the CPU's revealed hand at the end."""

from __future__ import annotations

TEXT: dict[str, tuple[str, str]] = {
    # one move, as the fading line, the cut-ins' sub-line and the action log say it
    # "{s}": the English verb's ending after "CPU" (empty after "You", and always in Chinese)
    "log.discard": ("{who} 打 {tile}{s}", "{who} discard{s} {tile}"),
    "log.chi": ("{who} 吃 {tile}{s}", "{who} chi{s} {tile}"),
    "log.pon": ("{who} 碰 {tile}{s}", "{who} pon{s} {tile}"),
    "log.kong": ("{who} 明杠 {tile}{s}", "{who} call{s} an open kong of {tile}"),
    "log.concealed_kong": ("{who} 暗杠 {tile}{s}", "{who} declare{s} a concealed kong of {tile}"),
    "log.added_kong": ("{who} 加杠 {tile}{s}", "{who} add{s} {tile} to a kong"),
    "log.ready": ("{who} 报听{s}", "{who} declare{s} ready"),
    "log.tsumo": ("{who} 自摸 {tile}{s}", "{who} win{s} by self-draw on {tile}"),
    "log.ron": ("{who} 和 {tile}{s}", "{who} win{s} on {tile}"),
    "log.rob_kong": ("{who} 抢杠和 {tile}{s}", "{who} rob{s} the kong of {tile}"),
    "log.exhausted": ("流局：牌墙摸完", "Drawn: the wall is empty"),
    "log.indicator": ("翻出花牌 {tile}", "Flower indicator {tile}"),
    "log.haitei": ("{who} 海底摸到 {tile}{s}", "{who} draw{s} {tile} from the seabed"),
    "log.revealed": ("摊牌", "Hands shown"),
    # the log's button and overlay
    "log.button": ("记录 L", "Log  L"),
    "log.title": ("牌局记录", "Action log"),
    "log.empty": ("还没有动作", "Nothing yet"),
    "log.help": ("滚轮 / ↑↓ 翻看 · L 或 Esc 关闭", "Wheel / ↑↓ scroll · L or Esc close"),
    # the CPU's hand laid open at the end of a hand
    "reveal.cpu_hand": ("电脑的手牌", "The CPU's hand"),
    "results.cpu_would_score": (
        "电脑本可得 {p} 分，但电脑和牌不付分，押分输掉",
        "The CPU would have scored {p} — it is paid nothing; your bet is lost",
    ),
}
