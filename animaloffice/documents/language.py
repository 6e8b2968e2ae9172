"""The languages letters are written in: one folder of templates each under ``resources/letters``.

A folder with a ``language.json`` (its name, month and weekday names, how a date is written)
is a language an owner may choose; a third language is a folder, not code. The office's own
letters folder (``config.letters_dir``) is read first: a folder there is a language too, and its
``language.json`` stands in for the shipped one (read again when AnimalOffice starts). Money is written
"$1,234.00" in every language: the usage of Spanish in the United States (the Minnesota
courts' Spanish forms and federal Spanish notices), which residents read on every bill.
"""
from __future__ import annotations

import json
import re
from datetime import date, time
from functools import lru_cache
from pathlib import Path
from string import Template

from .. import config

ENGLISH = "en"
BILINGUAL = "+"  # "es+en": the letter in Spanish, then in English, on one notice


def letters_dir() -> Path:
    """The shipped templates (``resources/letters``), replaced by an upgrade."""
    return config.resources_dir() / "letters"


def office_dir() -> Path:
    """The office's own templates, read before the shipped ones (``config.letters_dir``)."""
    return config.letters_dir()


def folders() -> list[Path]:
    """Where templates are looked for, the office's first."""
    return [office_dir(), letters_dir()]


def languages() -> list[str]:
    """The language codes with a folder of templates (the office's or shipped), English first."""
    found = set()
    for root in folders():
        try:
            found.update(p.name for p in root.iterdir() if (p / "language.json").is_file())
        except OSError:  # no office folder: the office has corrected nothing
            pass
    return sorted(sorted(found), key=lambda code: code != ENGLISH)


def choices() -> dict[str, str]:
    """What an owner's letters may be written in: each language, and each other language
    together with English (a bilingual notice)."""
    out = {code: info(code)["name"] for code in languages()}
    for code in languages():
        if code != ENGLISH:
            out[f"{code}{BILINGUAL}{ENGLISH}"] = f"{info(code)['name']} + {info(ENGLISH)['name']}"
    return out


def split(choice: str) -> list[str]:
    """The languages a letter is printed in, in order ("es+en" -> ["es", "en"])."""
    return [c for c in (choice or ENGLISH).split(BILINGUAL) if c] or [ENGLISH]


def info(code: str) -> dict:
    """The language's ``language.json``: the office's, else the shipped one, else English's."""
    return _info(code, office_dir())


@lru_cache(maxsize=32)
def _info(code: str, office: Path) -> dict:
    for path in (office / code / "language.json", letters_dir() / code / "language.json"):
        if path.is_file():
            try:
                return json.loads(path.read_text(encoding="utf-8"))
            except (OSError, ValueError):  # an office's unreadable file: the shipped one (office_letters says so)
                continue
    return json.loads((letters_dir() / ENGLISH / "language.json").read_text(encoding="utf-8"))


def forget() -> None:
    """Read every ``language.json`` again (one was copied or corrected)."""
    _info.cache_clear()
    _patterns.cache_clear()


def _date(day: date, code: str, key: str) -> str:
    lang = info(code)
    return Template(lang[key]).substitute(day=day.day, year=day.year, month=lang["months"][day.month - 1],
                                          weekday=lang["weekdays"][day.weekday()])


def fmt_short(day: date, code: str = ENGLISH) -> str:
    """'June 22, 2026' / '22 de junio de 2026'."""
    return _date(day, code, "date")


def fmt_date(day: date, code: str = ENGLISH) -> str:
    """'Monday June 22, 2026' / 'lunes 22 de junio de 2026'."""
    return _date(day, code, "date_long")


def term(text: str, code: str) -> str:
    """A word or phrase the program supplies (a label, an animal's species), in the language:
    its entry in the folder's ``terms``, else as written."""
    if code == ENGLISH:
        return text
    return info(code).get("terms", {}).get(text, text)


def usable(choice: str | None) -> str:
    """An owner's choice kept to the languages whose templates are written ("es+en", "es"), English
    otherwise: how every document picks the language it prints in."""
    chosen = [c for c in split(choice or ENGLISH) if c in languages()]
    return BILINGUAL.join(chosen) or ENGLISH


def with_office(owner_choice: str | None, office_choice: str | None) -> str:
    """The languages a letter to an owner prints in where the office prints its notices in some
    languages whatever the owner reads ("es+en"): the owner's own first, then each of the office's
    not yet among them; the owner's alone where the office names none."""
    chosen = split(usable(owner_choice))
    added = [c for c in split(usable(office_choice)) if office_choice and c not in chosen]
    return BILINGUAL.join(chosen + added)


def first(choice: str | None) -> str:
    """The owner's first language: what a certificate or receipt is printed in (one page in the
    language the owner reads best; the office keeps the English record on screen)."""
    return split(usable(choice))[0]


def counting(parts, code: str) -> str:
    """How a date was reached, written in the language from its steps as phrase keys
    (``Explained.parts``: ("business_start", {"start_label": ..., "start": date}) ...) and the
    folder's ``counting`` phrases; "" when the language lacks one of them (the caller then
    prints the English steps)."""
    phrases = info(code).get("counting", {})
    out = []
    for key, values in parts:
        if key not in phrases:
            return ""
        text = Template(phrases[key]).safe_substitute({k: _counting_value(k, v, code) for k, v in values.items()})
        out.append(text[:1].upper() + text[1:] + ("" if text.endswith(".") else "."))
    return " ".join(out)


def _counting_value(key: str, value, code: str) -> str:
    phrases = info(code).get("counting", {})
    if isinstance(value, date):
        return fmt_date(value, code)
    if key == "dates":  # a list of days, each written the language's way
        return ", ".join(fmt_date(day, code) for day in value)
    if key == "city":
        return jurisdiction(value, code)
    if key == "reason" and isinstance(value, (tuple, list)):
        kind, detail = value
        return Template(phrases.get(f"closed_{kind}", "${detail}")).safe_substitute(detail=term(detail, code))
    if key == "days" and isinstance(value, (tuple, list)):
        return "; ".join(f"{fmt_date(day, code)} ({_counting_value('reason', why, code)})" for day, why in value)
    if key == "kind" and isinstance(value, str):  # a kind's label inside a sentence: "la cuarentena (observación ...)"
        found = term(value, code)
        return found[:1].lower() + found[1:]
    return term(value, code) if isinstance(value, str) else str(value)


def phrase(text: str, code: str, **values) -> str:
    """A sentence the program fills in ("${years}-year vaccine, good through ${until}"), in the
    language: its entry in ``terms`` keyed by the English pattern, with the values put in (dates
    written the language's way)."""
    filled = {k: fmt_short(v, code) if isinstance(v, date) else str(v) for k, v in values.items()}
    return Template(term(text, code)).substitute(filled)


def number_word(count: int, code: str = ENGLISH) -> str:
    """A small count as the language writes it before a noun ("three", "tres" public places): the
    folder's ``number_words``, else in digits."""
    words = info(code).get("number_words", [])
    return words[count] if 0 <= count < len(words) else str(count)


def named(key: str, fallback: str, code: str) -> str:
    """The language's entry for a thing the profile names by its code ("fee:impound",
    "ground:at_large", "permit_type:animal"), else ``fallback``: the name the record or the
    profile gives, as in English."""
    found = term(key, code)
    return fallback if found == key else found


def fmt_time(at, code: str = ENGLISH) -> str:
    """'7:00 PM' / '7:00 p. m.': a time of day as the language writes it (its ``am_pm`` words)."""
    marks = info(code).get("am_pm", ["AM", "PM"])
    return f"{at:%I:%M}".lstrip("0") + " " + marks[at.hour >= 12]


_TYPED_TIME = re.compile(r"\s*(\d{1,2}):(\d{2})\s*(?:([AaPp])\.?\s*[Mm]\.?)?\s*")


def typed_time(text: str, code: str = ENGLISH) -> str:
    """A time of day as the officer typed it ('7:40 AM', '19:40') written the language's way
    ('7:40 a. m.'); anything else ('about noon') as typed."""
    found = _TYPED_TIME.fullmatch(text or "")
    if not found:
        return text
    hour, minute, half = int(found[1]), int(found[2]), (found[3] or "").lower()
    if half:
        if not 1 <= hour <= 12:
            return text
        hour = hour % 12 + (12 if half == "p" else 0)
    if hour > 23 or minute > 59:
        return text
    return fmt_time(time(hour, minute), code)


_TYPED_CLOCK = re.compile(r"\b(\d{1,2})(?::(\d{2}))?\s*([AaPp])\.?\s*[Mm]\b\.?")
_TYPED_WORD = re.compile(r"[^\W\d_]+\.?")


def typed_hours(text: str, code: str = ENGLISH) -> str:
    """Opening hours as the office typed them in English ('Mon-Fri 8 AM to 4:30 PM, Sat by
    appointment') written the language's way ('lun-vie 8:00 a. m. a 4:30 p. m., sáb con cita
    previa'): weekday and month names, each time with AM/PM, and the few words of the folder's
    ``hours_words``; anything else (a 24-hour time, a name) as typed."""
    if code == ENGLISH or not text:
        return text
    lang, english = info(code), info(ENGLISH)
    text = _TYPED_CLOCK.sub(lambda m: _clock(m, code), text)
    words = lang.get("hours_words", {})
    for key in sorted(words, key=len, reverse=True):  # "by appointment" before "by"
        text = re.sub(rf"(?<!\w){re.escape(key)}(?!\w)", lambda m, key=key: _cased(words[key], m[0]), text,
                      flags=re.IGNORECASE)

    def name(m: re.Match) -> str:  # 'Monday' -> 'lunes', 'Mon' or 'Mon.' -> 'lun' (the folder's short names)
        word = m[0].rstrip(".").lower()
        for table in ("weekdays", "months"):
            for i, full in enumerate(english[table]):
                if len(word) >= 3 and full.lower().startswith(word):
                    ours = lang[table][i] if word == full.lower() else lang.get(f"{table}_short", lang[table])[i]
                    return ours + m[0][len(word):]
        return m[0]

    return _TYPED_WORD.sub(name, text)


def _clock(m: re.Match, code: str) -> str:
    hour, minute = int(m[1]), int(m[2] or 0)
    if not 1 <= hour <= 12 or minute > 59:
        return m[0]
    return fmt_time(time(hour % 12 + (12 if m[3].lower() == "p" else 0), minute), code)


def _cased(word: str, like: str) -> str:
    """``word`` capitalised as the typed ``like`` was ('Closed' -> 'Cerrado'), else as the folder writes it."""
    return word[:1].upper() + word[1:] if like[:1].isupper() and word[:1].islower() and like[1:2].islower() else word


def with_source(sentence: str, source: str) -> str:
    """'... es el lunes 22 de junio de 2026' and its source: '... 2026 (Minn. Stat. § 645.15).', the
    source inside the sentence it backs (never after its period)."""
    if not source:
        return sentence
    body = sentence.rstrip()
    end = "." if body.endswith(".") else ""
    return f"{body.removesuffix('.')} ({source}){end}"


def ordinance(name: str, code: str = ENGLISH) -> str:
    """The city's ordinance named inside a sentence ('Tracy City Code Section 8.30'), in the language
    ('la sección 8.30 del Código Municipal de Tracy'): its entry in ``terms``, else the first of the
    folder's ``ordinance_names`` patterns it fits, else as the profile names it."""
    if code == ENGLISH or not name:
        return name
    found = term(name, code)
    if found != name:
        return found
    for pattern, ours in info(code).get("ordinance_names", {}).items():
        parts = re.split(r"\$\{(\w+)\}", pattern)
        regex = "".join(re.escape(p) if i % 2 == 0 else f"(?P<{p}>.+?)" for i, p in enumerate(parts))
        if m := re.fullmatch(regex, name):
            return Template(ours).safe_substitute(m.groupdict())
    return name


def hearing_body(name: str, code: str = ENGLISH) -> str:
    """Who hears a matter, in the language: its entry in ``terms`` ('Comisión de Policía'), else a body
    the office typed named as typed after the language's words for one ('autoridad de audiencia
    «City Council»'), so the sentence around it reads in the language."""
    if code == ENGLISH or not name:
        return name
    found = term(name, code)
    return found if found != name else phrase("the hearing body ${name}", code, name=name)


def jurisdiction(name: str, code: str) -> str:
    """'City of Tracy' in the language ('Ciudad de Tracy'): the city's own name stays as it is."""
    if code != ENGLISH and name.startswith("City of "):
        return phrase("City of ${name}", code, name=name.removeprefix("City of "))
    return term(name, code)


def translate(text: str, code: str) -> str:
    """A sentence the program wrote in English and kept as text (a reason for a denial), in the
    language: its entry in ``terms``; else the entry whose English pattern it fits ("no permit may be
    issued for ${what}"), each value put back in the language's words (a date written its way);
    else as written."""
    if code == ENGLISH:
        return text
    found = term(text, code)
    if found != text:
        return found
    for key, pattern in _patterns(code, office_dir()):
        m = pattern.fullmatch(text)
        if m:
            return Template(term(key, code)).safe_substitute({k: _value(v, code) for k, v in m.groupdict().items()})
    return text


@lru_cache(maxsize=16)
def _patterns(code: str, _office: Path | None = None) -> tuple:
    """The ``terms`` keys with fields, as patterns, the most literal first."""
    import re

    out = []
    for key in info(code).get("terms", {}):
        if "${" not in key:
            continue
        parts = re.split(r"\$\{(\w+)\}", key)
        if len(set(parts[1::2])) != len(parts[1::2]):
            continue  # a field used twice: not a pattern to read back
        own = "".join(parts[0::2])
        if sum(c.isalpha() for c in own) < 6 or len(re.findall(r"[^\W\d_]+", own)) < 2:
            continue  # too few words of its own ("${what} of ${amount}", "${n} months"): it would rewrite any sentence
        regex = "".join(re.escape(p) if i % 2 == 0 else f"(?P<{p}>.+?)" for i, p in enumerate(parts))
        out.append((key, re.compile(regex, re.DOTALL), len("".join(parts[0::2]))))
    return tuple((k, p) for k, p, _ in sorted(out, key=lambda x: -x[2]))


def _value(text: str, code: str) -> str:
    from datetime import datetime

    try:
        return fmt_short(datetime.strptime(text, "%B %d, %Y").date(), code)
    except ValueError:
        pass
    found = term(text, code)
    if found == text and text[:1].islower():
        found = term(text[:1].upper() + text[1:], code)
        found = found[:1].lower() + found[1:] if found != text[:1].upper() + text[1:] else text
    return found
