"""Make every sound of the game with numpy synthesis: effects and three music loops.

    pip install soundfile           # writes Ogg Vorbis (libsndfile); only this script needs it
    python scripts/make_sounds.py [--out assets/sounds]

Deterministic (fixed seeds, no randomness from outside), so the files are reproducible;
the game only ever reads the files in ``assets/sounds/``, so a designer can replace any of
them with a recording of the same name (see ``docs/sounds.md``).

The palette: tile clacks are modal synthesis (a short noise burst exciting a few damped
woody/ceramic resonances), the melodic voices are additive plucks in the spirit of a
guzheng, and everything is in the major pentatonic scale so nothing can clash.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from pathlib import Path

import numpy as np
import soundfile

ROOT = Path(__file__).resolve().parent.parent
SFX_RATE = 44100
MUSIC_RATE = 32000
Audio = np.ndarray

# D major pentatonic, degree 0 = D4; negative and large degrees wrap octaves
PENTATONIC = (0, 2, 4, 7, 9)
D4 = 293.66


def degree_hz(degree: int, base: float = D4) -> float:
    octave, step = divmod(degree, len(PENTATONIC))
    return base * 2 ** (octave + PENTATONIC[step] / 12)


def seconds(n: float, rate: int) -> np.ndarray:
    return np.arange(int(n * rate)) / rate


# ---------------------------------------------------------------- building blocks
def modal(
    rng: np.random.Generator,
    modes: list[tuple[float, float, float]],
    length: float,
    rate: int = SFX_RATE,
    burst_ms: float = 1.5,
) -> Audio:
    """A struck body: ``modes`` are (frequency, decay time s, gain); a short noise burst
    gives the strike its attack and every mode gets a random phase."""
    t = seconds(length, rate)
    out = np.zeros_like(t)
    for freq, decay, gain in modes:
        detune = freq * (1 + rng.uniform(-0.02, 0.02))
        out += (
            gain * np.sin(2 * np.pi * detune * t + rng.uniform(0, 2 * np.pi)) * np.exp(-t / decay)
        )
    burst = int(burst_ms / 1000 * rate)
    noise = rng.standard_normal(burst) * np.linspace(1, 0, burst) ** 2
    out[:burst] += 0.6 * highpass(noise, 0.5)
    return out


def highpass(x: Audio, amount: float) -> Audio:
    """A crude one-pole high-pass (amount 0..1): enough to take the boom out of a click."""
    return x - amount * np.concatenate(([0.0], x[:-1]))


def lowpass(x: Audio, cutoff: float, rate: int) -> Audio:
    """A brick-wall low-pass through the FFT (fine for offline synthesis)."""
    spectrum = np.fft.rfft(x)
    freqs = np.fft.rfftfreq(len(x), 1 / rate)
    spectrum[freqs > cutoff] *= 0.0
    return np.fft.irfft(spectrum, len(x))


def bandpass_noise(
    rng: np.random.Generator, length: float, low: float, high: float, rate: int
) -> Audio:
    n = int(length * rate)
    spectrum = np.fft.rfft(rng.standard_normal(n))
    freqs = np.fft.rfftfreq(n, 1 / rate)
    spectrum[(freqs < low) | (freqs > high)] = 0
    out = np.fft.irfft(spectrum, n)
    return out / (np.max(np.abs(out)) + 1e-9)


def pluck(freq: float, length: float, rate: int, bright: float = 1.0) -> Audio:
    """An additive plucked string (guzheng-like): harmonics that die faster the higher
    they are, a touch of inharmonicity, and a fast attack."""
    t = seconds(length, rate)
    out = np.zeros_like(t)
    for k in range(1, 9):
        f = freq * k * (1 + 0.0006 * k * k)
        if f > rate / 2.2:
            break
        gain = bright ** (k - 1) / k**1.15
        out += gain * np.sin(2 * np.pi * f * t) * np.exp(-t * (2.2 + 1.6 * k))
    attack = np.minimum(1, t / 0.004)
    return out * attack


def bell(freq: float, length: float, rate: int) -> Audio:
    """A small bell: inharmonic partials (1, 2.76, 5.4, 8.9) with long, beating decays."""
    t = seconds(length, rate)
    out = np.zeros_like(t)
    for ratio, decay, gain in ((1, 1.4, 1), (2.76, 0.7, 0.5), (5.4, 0.35, 0.3), (8.9, 0.2, 0.15)):
        out += gain * np.sin(2 * np.pi * freq * ratio * t) * np.exp(-t / decay)
        out += 0.3 * gain * np.sin(2 * np.pi * freq * ratio * 1.003 * t) * np.exp(-t / decay)
    return out * np.minimum(1, t / 0.002)


def brass(freq: float, length: float, rate: int) -> Audio:
    """A soft synth brass: a band-limited saw through a swelling brightness envelope."""
    t = seconds(length, rate)
    env = np.minimum(1, t / 0.03) * np.exp(-t * 0.8) * np.minimum(1, (length - t) / 0.08)
    out = np.zeros_like(t)
    for k in range(1, 12):
        if freq * k > rate / 2.2:
            break
        bright = np.minimum(1, t / 0.06) ** (k / 3)
        out += bright * np.sin(2 * np.pi * freq * k * t) / k
    return out * env * 0.6


def gong(freq: float, length: float, rate: int, rng: np.random.Generator) -> Audio:
    t = seconds(length, rate)
    out = np.zeros_like(t)
    for ratio, decay in ((1, 3.0), (1.47, 2.2), (2.09, 1.6), (2.56, 1.2), (3.3, 0.8), (4.1, 0.5)):
        wobble = 1 + 0.004 * np.sin(2 * np.pi * 0.7 * t)
        out += np.sin(2 * np.pi * freq * ratio * wobble * t + rng.uniform(0, 6)) * np.exp(
            -t / decay
        )
    swell = np.minimum(1, t / 0.05)
    return out * swell / 3


def drum(freq: float, length: float, rate: int, rng: np.random.Generator) -> Audio:
    """A taiko-ish hit: a sine whose pitch falls, plus a little skin noise."""
    t = seconds(length, rate)
    pitch = freq * (1 + 1.5 * np.exp(-t * 30))
    phase = 2 * np.pi * np.cumsum(pitch) / rate
    body = np.sin(phase) * np.exp(-t * 7)
    skin = bandpass_noise(rng, length, 200, 2500, rate) * np.exp(-t * 40) * 0.3
    return body + skin


def place(buffer: Audio, sound: Audio, at: float, rate: int, gain: float = 1.0) -> None:
    """Mix ``sound`` into ``buffer`` at ``at`` seconds, wrapping past the end (so a music
    loop's tails ring into its start and the loop point is seamless)."""
    start = int(at * rate) % len(buffer)
    idx = (np.arange(len(sound)) + start) % len(buffer)
    np.add.at(buffer, idx, gain * sound)


def reverb(x: Audio, rate: int, seconds_: float, wet: float, rng: np.random.Generator) -> Audio:
    """Circular convolution with decaying noise: a soft room that wraps around a loop."""
    n = len(x)
    t = seconds(min(seconds_, n / rate), rate)
    ir = rng.standard_normal(len(t)) * np.exp(-t * 6.9 / seconds_)
    ir = lowpass(ir, 5000, rate)
    ir /= np.sqrt(np.sum(ir**2)) + 1e-9
    padded = np.zeros(n)
    padded[: len(ir)] = ir
    tail = np.fft.irfft(np.fft.rfft(x) * np.fft.rfft(padded), n)
    return x + wet * tail


def finish(x: Audio, peak: float = 0.89, fade_out: float = 0.006) -> Audio:
    """An effect ready to write: centred, peak-normalised, faded out (no click at its end)."""
    x = x - np.mean(x)
    x = x / (np.max(np.abs(x)) + 1e-9) * peak
    n = int(fade_out * SFX_RATE)
    x[-n:] *= np.linspace(1, 0, n)
    return x.astype(np.float32)


def finish_loop(x: Audio, rms_db: float = -21.0) -> Audio:
    """A music loop at one loudness for every scene (no fade: its ends meet)."""
    x = x - np.mean(x)
    x = x * 10 ** (rms_db / 20) / (np.sqrt(np.mean(x**2)) + 1e-9)
    return np.clip(x, -0.95, 0.95).astype(np.float32)


# ---------------------------------------------------------------- effects
def clack(rng: np.random.Generator, hard: float) -> Audio:
    """One tile striking the table: bright ceramic/bone modes over a woody table thump."""
    modes = [
        (rng.uniform(1900, 2300), 0.018, 1.0),
        (rng.uniform(3100, 3600), 0.012, 0.7),
        (rng.uniform(4700, 5400), 0.008, 0.45),
        (rng.uniform(6800, 7600), 0.005, 0.25),
        (rng.uniform(190, 240), 0.035, 0.9 * hard),  # the table
        (rng.uniform(480, 560), 0.025, 0.5 * hard),
    ]
    return modal(rng, modes, 0.16, burst_ms=1.2 + hard)


def sfx_discard(rng: np.random.Generator) -> Audio:
    out = np.zeros(int(0.22 * SFX_RATE))
    hit = clack(rng, 1.0)
    place(out, hit, 0.0, SFX_RATE)
    place(out, clack(rng, 0.4), 0.028, SFX_RATE, 0.28)  # the little bounce
    return finish(out, 0.85)


def sfx_draw(rng: np.random.Generator) -> Audio:
    length = 0.18
    t = seconds(length, SFX_RATE)
    slide = bandpass_noise(rng, length, 1500, 6000, SFX_RATE) * np.exp(-((t - 0.05) ** 2) / 0.0012)
    out = 0.25 * slide
    place(out, clack(rng, 0.3), 0.09, SFX_RATE, 0.5)
    return finish(out, 0.5)


def sfx_call(rng: np.random.Generator) -> Audio:
    out = np.zeros(int(0.5 * SFX_RATE))
    place(out, clack(rng, 1.0), 0.0, SFX_RATE)
    place(out, clack(rng, 1.0), 0.07, SFX_RATE)
    block = modal(rng, [(820, 0.06, 1), (1640, 0.03, 0.3)], 0.3)  # a wood block accent
    place(out, block, 0.14, SFX_RATE, 0.9)
    return finish(out, 0.88)


def sfx_kong(rng: np.random.Generator) -> Audio:
    out = np.zeros(int(0.7 * SFX_RATE))
    for i in range(4):
        place(out, clack(rng, 0.8 + 0.1 * i), i * 0.055, SFX_RATE, 0.8 + 0.1 * i)
    place(out, drum(70, 0.5, SFX_RATE, rng), 0.22, SFX_RATE, 1.2)
    return finish(out, 0.9)


def sfx_ready(rng: np.random.Generator) -> Audio:
    out = np.zeros(int(1.4 * SFX_RATE))
    place(out, bell(degree_hz(5), 1.2, SFX_RATE), 0.0, SFX_RATE)
    place(out, bell(degree_hz(8), 1.2, SFX_RATE), 0.12, SFX_RATE, 0.9)
    return finish(out, 0.7, fade_out=0.2)


def fanfare(notes: list[tuple[float, int, float]], length: float, chord: list[int]) -> Audio:
    """``notes`` are (time, degree, duration) played on brass doubled by a pluck; the
    final ``chord`` rings under it all from the last note."""
    out = np.zeros(int(length * SFX_RATE))
    for at, degree, dur in notes:
        f = degree_hz(degree)
        place(out, brass(f, dur, SFX_RATE), at, SFX_RATE, 0.6)
        place(out, pluck(f, min(1.2, length - at), SFX_RATE), at, SFX_RATE, 0.5)
    last = notes[-1][0]
    for degree in chord:
        place(out, brass(degree_hz(degree), length - last - 0.05, SFX_RATE), last, SFX_RATE, 0.35)
    return out


def sfx_win(rng: np.random.Generator) -> Audio:
    notes = [(0.0, 0, 0.14), (0.12, 2, 0.14), (0.24, 3, 0.14), (0.36, 5, 0.5)]
    out = fanfare(notes, 2.0, [0, 2, 3])
    shimmer = bandpass_noise(rng, 2.0, 6000, 12000, SFX_RATE) * np.exp(-seconds(2.0, SFX_RATE) * 3)
    place(out, shimmer, 0.36, SFX_RATE, 0.12)
    return finish(reverb(out, SFX_RATE, 1.0, 0.25, rng), 0.85, fade_out=0.3)


def sfx_yakuman(rng: np.random.Generator) -> Audio:
    length = 4.2
    out = np.zeros(int(length * SFX_RATE))
    place(out, gong(98, length, SFX_RATE, rng), 0.0, SFX_RATE, 1.1)
    for i in range(10):  # a drum roll into the fanfare
        place(out, drum(110, 0.3, SFX_RATE, rng), 0.25 + i * 0.06, SFX_RATE, 0.25 + 0.05 * i)
    notes = [(0.9, 0, 0.16), (1.05, 2, 0.16), (1.2, 3, 0.16), (1.35, 5, 0.16), (1.5, 7, 0.16)]
    notes += [(1.7, 8, 0.3), (2.0, 10, 1.4)]
    out += fanfare(notes, length, [5, 7, 8, 10])
    place(out, drum(60, 1.0, SFX_RATE, rng), 2.0, SFX_RATE, 1.4)
    return finish(reverb(out, SFX_RATE, 1.6, 0.35, rng), 0.9, fade_out=0.5)


def sfx_button(rng: np.random.Generator) -> Audio:
    return finish(modal(rng, [(1250, 0.03, 1.0), (2500, 0.012, 0.3)], 0.09), 0.45)


def sfx_tick(rng: np.random.Generator) -> Audio:
    return finish(modal(rng, [(3300, 0.008, 1.0), (5200, 0.004, 0.4)], 0.03), 0.3)


def sfx_cutin(rng: np.random.Generator) -> Audio:
    length = 0.45
    t = seconds(length, SFX_RATE)
    noise = rng.standard_normal(len(t))
    # a sweeping band: filter short overlapping chunks with a rising centre
    out = np.zeros_like(t)
    chunk = 1024
    for start in range(0, len(t) - chunk, chunk // 2):
        centre = 500 + 5000 * (start / len(t)) ** 1.5
        part = noise[start : start + chunk] * np.hanning(chunk)
        spectrum = np.fft.rfft(part)
        freqs = np.fft.rfftfreq(chunk, 1 / SFX_RATE)
        spectrum *= np.exp(-(((freqs - centre) / (centre * 0.5)) ** 2))
        out[start : start + chunk] += np.fft.irfft(spectrum, chunk)
    out *= np.sin(np.pi * t / length) ** 2
    place(out, clack(rng, 1.0), 0.36, SFX_RATE, 0.4 * np.max(np.abs(out)) / 0.9)
    return finish(out, 0.6)


def sfx_fan(rng: np.random.Generator, step: int) -> Audio:
    out = pluck(degree_hz(step + 3), 0.7, SFX_RATE, 0.85)
    return finish(out, 0.55)


def sfx_stamp(rng: np.random.Generator) -> Audio:
    out = drum(75, 0.6, SFX_RATE, rng)
    place(out, clack(rng, 1.0), 0.0, SFX_RATE, 0.5)
    return finish(out, 0.85)


def sfx_flip(rng: np.random.Generator) -> Audio:
    length = 0.16
    t = seconds(length, SFX_RATE)
    swish = bandpass_noise(rng, length, 2000, 8000, SFX_RATE) * np.exp(-((t - 0.04) ** 2) / 0.0006)
    out = 0.2 * swish
    place(out, clack(rng, 0.5), 0.075, SFX_RATE, 0.7)
    return finish(out, 0.6)


def sfx_stage_clear(rng: np.random.Generator) -> Audio:
    notes = [(0.0, 3, 0.14), (0.14, 5, 0.14), (0.28, 7, 0.14), (0.42, 8, 0.28)]
    notes += [(0.75, 7, 0.14), (0.89, 8, 0.14), (1.03, 10, 1.2)]
    out = fanfare(notes, 3.0, [5, 7, 10])
    for i in range(3):
        place(out, drum(90, 0.4, SFX_RATE, rng), 1.03 + i * 0.0, SFX_RATE, 0.6)
    return finish(reverb(out, SFX_RATE, 1.2, 0.3, rng), 0.85, fade_out=0.4)


def sfx_game_over(rng: np.random.Generator) -> Audio:
    out = np.zeros(int(3.0 * SFX_RATE))
    for i, degree in enumerate((5, 4, 3, 1, 0)):
        place(out, pluck(degree_hz(degree - 5), 1.6, SFX_RATE, 0.7), i * 0.32, SFX_RATE)
    place(out, gong(73, 2.0, SFX_RATE, rng), 1.3, SFX_RATE, 0.5)
    return finish(reverb(out, SFX_RATE, 1.4, 0.3, rng), 0.75, fade_out=0.5)


def sfx_big_deal(rng: np.random.Generator) -> Audio:
    length = 1.8
    out = np.zeros(int(length * SFX_RATE))
    for i in range(14):
        place(out, drum(130, 0.25, SFX_RATE, rng), i * 0.045, SFX_RATE, 0.2 + 0.05 * i)
    place(out, drum(60, 1.0, SFX_RATE, rng), 0.65, SFX_RATE, 1.5)
    crash = bandpass_noise(rng, 1.1, 3000, 12000, SFX_RATE)
    crash *= np.exp(-seconds(1.1, SFX_RATE) * 3.5)
    place(out, crash, 0.65, SFX_RATE, 0.5)
    for degree in (5, 8, 10):
        place(out, bell(degree_hz(degree), 1.0, SFX_RATE), 0.68, SFX_RATE, 0.3)
    return finish(out, 0.9, fade_out=0.3)


def sfx_countdown(rng: np.random.Generator) -> Audio:
    return finish(bell(degree_hz(7), 0.35, SFX_RATE), 0.5, fade_out=0.1)


def sfx_dice(rng: np.random.Generator) -> Audio:
    """Two dice tumbling on the felt: small, light clacks slowing down and dying away."""
    out = np.zeros(int(0.55 * SFX_RATE))
    for i, at in enumerate((0.0, 0.045, 0.085, 0.14, 0.2, 0.27, 0.36)):
        place(out, clack(rng, 0.15), at + rng.uniform(0, 0.01), SFX_RATE, 0.75 * 0.82**i)
    return finish(highpass(out, 0.6), 0.6)


def sfx_flower(rng: np.random.Generator) -> Audio:
    """补花: a flower set aside — two quick rising bell notes."""
    out = np.zeros(int(0.7 * SFX_RATE))
    place(out, bell(degree_hz(8), 0.5, SFX_RATE), 0.0, SFX_RATE, 0.7)
    place(out, bell(degree_hz(10), 0.55, SFX_RATE), 0.08, SFX_RATE, 0.8)
    return finish(out, 0.55, fade_out=0.15)


def sfx_beans(rng: np.random.Generator) -> Audio:
    """One step of a bean count-up: a short bright coin-like ping (brighter than tick)."""
    return finish(modal(rng, [(2650, 0.03, 1.0), (3975, 0.02, 0.5), (5300, 0.01, 0.25)], 0.09), 0.4)


# ---------------------------------------------------------------- music
Melody = list[tuple[float, int]]  # (beats, degree); degree None-like rest is -99
REST = -99


def parse_melody(text: str) -> Melody:
    """``"5/1 3/.5 -/1"``: degree/beats, ``-`` a rest."""
    notes = []
    for token in text.split():
        degree, beats = token.split("/")
        notes.append((float(beats), REST if degree == "-" else int(degree)))
    return notes


CHORDS = {"I": (0, 2, 3), "vi": (-1, 0, 2), "IV": (-2, 0, 1), "V": (-1, 1, 3), "ii": (1, 3, 4)}


def render_song(
    tempo: float,
    chords: list[str],
    melody: str,
    rng: np.random.Generator,
    pulse: str,
    voice: Callable[[float, float], Audio],
) -> Audio:
    """One bar per chord (4 beats); the melody on ``voice``; a soft pad and bass follow
    the chords; ``pulse`` picks the accompaniment pattern ("calm", "flow" or "drive")."""
    beat = 60 / tempo
    bars = len(chords)
    out = np.zeros(round(bars * 4 * beat * MUSIC_RATE))
    at = 0.0
    for beats, degree in parse_melody(melody):
        if degree != REST:
            place(out, voice(degree_hz(degree), beats * beat), at, MUSIC_RATE, 0.55)
        at += beats * beat
    for bar, name in enumerate(chords):
        start = bar * 4 * beat
        tones = CHORDS[name]
        place(out, pad([degree_hz(d - 5) for d in tones], 4 * beat), start, MUSIC_RATE, 0.16)
        root = degree_hz(tones[0] - 10)
        for hit, gain in _bass_pattern(pulse):
            place(
                out, pluck(root, 1.2 * beat, MUSIC_RATE, 0.5), start + hit * beat, MUSIC_RATE, gain
            )
        for hit, gain in _arp_pattern(pulse):
            tone = degree_hz(tones[int(hit * 2) % 3])
            place(out, pluck(tone, beat, MUSIC_RATE, 0.6), start + hit * beat, MUSIC_RATE, gain)
        if pulse != "calm":
            for k in range(4 if pulse == "flow" else 8):
                hit = modal(rng, [(1500, 0.02, 1), (3000, 0.01, 0.3)], 0.08, MUSIC_RATE)
                step = 1.0 if pulse == "flow" else 0.5
                place(out, hit, start + k * step * beat, MUSIC_RATE, 0.05 if k % 2 else 0.08)
    return reverb(out, MUSIC_RATE, 1.8, 0.35, rng)


def _bass_pattern(pulse: str) -> list[tuple[float, float]]:
    return {
        "calm": [(0, 0.35)],
        "flow": [(0, 0.4), (2, 0.3)],
        "drive": [(0, 0.4), (1.5, 0.25), (2, 0.35), (3, 0.25)],
    }[pulse]


def _arp_pattern(pulse: str) -> list[tuple[float, float]]:
    return {
        "calm": [(1, 0.12), (2.5, 0.1)],
        "flow": [(0.5, 0.12), (1.5, 0.1), (2.5, 0.12), (3.5, 0.1)],
        "drive": [(x * 0.5, 0.1) for x in range(8)],
    }[pulse]


def pad(freqs: list[float], length: float) -> Audio:
    """Soft detuned sines with a slow swell: the harmony under the melody."""
    t = seconds(length, MUSIC_RATE)
    env = np.minimum(1, t / 0.6) * np.minimum(1, (length - t) / 0.5)
    out = np.zeros_like(t)
    for f in freqs:
        for detune in (0.997, 1.003):
            out += np.sin(2 * np.pi * f * detune * t) + 0.2 * np.sin(4 * np.pi * f * detune * t)
    return out * env / len(freqs)


def guzheng(freq: float, length: float) -> Audio:
    return pluck(freq, max(0.8, length * 1.6), MUSIC_RATE, 0.8)


def soft_flute(freq: float, length: float) -> Audio:
    """A breathy sine lead with vibrato for the calm table music."""
    t = seconds(max(0.3, length * 1.1), MUSIC_RATE)
    vibrato = 1 + 0.004 * np.sin(2 * np.pi * 5 * t) * np.minimum(1, t / 0.3)
    phase = 2 * np.pi * freq * np.cumsum(vibrato) / MUSIC_RATE
    env = np.minimum(1, t / 0.08) * np.minimum(1, (t[-1] - t) / 0.15 + 1e-3)
    tone = np.sin(phase) + 0.15 * np.sin(2 * phase) + 0.05 * np.sin(3 * phase)
    return tone * np.clip(env, 0, 1) * 0.7


TITLE_CHORDS = ["I", "vi", "IV", "V"] * 3
TITLE_MELODY = (
    "5/1 6/.5 7/.5 8/1.5 7/.5  6/1 5/1 3/2  4/1 5/.5 4/.5 3/1 2/1  1/1 2/1 3/2 "
    "5/1 6/.5 7/.5 8/1.5 10/.5  9/1 8/1 7/2  6/1 7/.5 6/.5 5/1 3/1  4/2 3/1 -/1 "
    "3/.5 5/.5 6/1 5/.5 3/.5 2/1  0/1 2/1 3/2  1/.5 2/.5 3/1 4/1 3/1  5/3 -/1"
)
TABLE_CHORDS = ["I", "I", "vi", "vi", "IV", "IV", "V", "V"]
TABLE_MELODY = "5/3 3/1  4/2 3/2  2/3 3/1  0/4 1/2 2/1 3/1  5/3 4/1  3/2 2/1 1/1  2/4"
BONUS_CHORDS = ["I", "IV", "V", "I", "vi", "IV", "ii", "V", "I", "IV", "V", "I"]
BONUS_MELODY = (
    "5/.5 5/.5 6/.5 7/.5 8/1 7/1  6/.5 7/.5 8/.5 9/.5 10/2  8/.5 7/.5 6/.5 5/.5 4/1 6/1 "
    "5/2 3/2  3/.5 5/.5 6/1 5/.5 6/.5 8/1  9/1 8/1 6/2  6/.5 7/.5 8/.5 6/.5 7/1 9/1 "
    "8/1 7/1 6/2  5/.5 5/.5 6/.5 7/.5 8/1 7/1  6/.5 7/.5 8/.5 9/.5 10/2  "
    "9/.5 8/.5 7/.5 6/.5 7/1 8/1  10/3 -/1"
)


def music_title(rng: np.random.Generator) -> Audio:
    return render_song(96, TITLE_CHORDS, TITLE_MELODY, rng, "flow", guzheng)


def music_table(rng: np.random.Generator) -> Audio:
    return render_song(80, TABLE_CHORDS, TABLE_MELODY, rng, "calm", soft_flute)


def music_bonus(rng: np.random.Generator) -> Audio:
    return render_song(120, BONUS_CHORDS, BONUS_MELODY, rng, "drive", guzheng)


# ---------------------------------------------------------------- the files
EFFECTS: dict[str, Callable[[np.random.Generator], Audio]] = {
    "draw": sfx_draw,
    "discard": sfx_discard,
    "call": sfx_call,
    "kong": sfx_kong,
    "ready": sfx_ready,
    "win": sfx_win,
    "yakuman": sfx_yakuman,
    "button": sfx_button,
    "tick": sfx_tick,
    "cutin": sfx_cutin,
    "stamp": sfx_stamp,
    "flip": sfx_flip,
    "stage_clear": sfx_stage_clear,
    "game_over": sfx_game_over,
    "big_deal": sfx_big_deal,
    "countdown": sfx_countdown,
    "dice": sfx_dice,  # new effects go last: each file's seed is its place in this table
    "flower": sfx_flower,
    "beans": sfx_beans,
}
FAN_STEPS = 6  # fan_1 … fan_6: plucks rising up the scale as fan rows appear
MUSIC: dict[str, Callable[[np.random.Generator], Audio]] = {
    "title": music_title,
    "table": music_table,
    "bonus": music_bonus,
}


def write(path: Path, audio: Audio, rate: int, quality: float) -> None:
    soundfile.write(
        str(path),
        audio,
        rate,
        format="OGG",
        subtype="VORBIS",
        compression_level=1 - quality,
    )
    print(f"{path.name:24} {len(audio) / rate:5.2f} s {path.stat().st_size / 1024:7.1f} KiB")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "assets" / "sounds")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    for index, (name, make) in enumerate(EFFECTS.items()):
        write(args.out / f"sfx_{name}.ogg", make(np.random.default_rng(index)), SFX_RATE, 0.5)
    for step in range(FAN_STEPS):
        fan = sfx_fan(np.random.default_rng(100 + step), step)
        write(args.out / f"sfx_fan_{step + 1}.ogg", fan, SFX_RATE, 0.5)
    for index, (name, make) in enumerate(MUSIC.items()):
        song = finish_loop(make(np.random.default_rng(200 + index)))
        write(args.out / f"music_{name}.ogg", song, MUSIC_RATE, 0.35)


if __name__ == "__main__":
    main()
