"""Adult and gambling sites dropped from every web search, kept as plain data.

Domains match themselves and their subdomains. Words match whole English
words in a result's title, snippet or address, and Thai phrases anywhere
(Thai has no spaces to mark word edges). Phrases were chosen to name the sites
themselves, not the topics: a news story about the lottery law stays.
"""
from __future__ import annotations

BLOCKED_DOMAINS = frozenset(
    {
        # adult
        "pornhub.com", "xvideos.com", "xnxx.com", "xhamster.com", "redtube.com", "youporn.com",
        "spankbang.com", "onlyfans.com", "chaturbate.com", "stripchat.com", "bongacams.com",
        "livejasmin.com", "brazzers.com", "rule34.xxx", "nhentai.net", "hentaihaven.xxx",
        "eporner.com", "tnaflix.com", "motherless.com", "avgle.com", "javlibrary.com",
        # gambling
        "ufabet.com", "sbobet.com", "bet365.com", "1xbet.com", "betway.com", "stake.com",
        "pokerstars.com", "888casino.com", "888.com", "w88.com", "fun88.com", "dafabet.com",
        "m88.com", "12bet.com", "betfair.com", "williamhill.com", "paddypower.com",
        "ladbrokes.com", "unibet.com", "bwin.com", "gclub.com", "royal-online.com",
        "pgslot.com", "jokerslot.com", "lsm99.com", "ufa365.com",
    }
)

# Top-level domains that exist for adult or gambling content.
BLOCKED_TLDS = frozenset({"xxx", "porn", "sex", "adult", "sexy", "casino", "bet", "poker"})

BLOCKED_ENGLISH_WORDS = frozenset(
    {
        "porn", "porno", "pornhub", "xxx", "hentai", "nsfw", "nude", "nudes", "camgirl",
        "camgirls", "sexcam", "escort", "escorts", "onlyfans", "casino", "casinos",
        "gambling", "baccarat", "sportsbook", "bookmaker", "betting", "slots", "roulette",
        "jackpot", "ufabet", "sbobet",
    }
)

BLOCKED_THAI_PHRASES = (
    # adult
    "หนังโป๊", "คลิปโป๊", "เว็บโป๊", "หนังเอ็กซ์", "หนังx", "คลิปหลุด", "เย็ด", "ขายตัว",
    "ไซด์ไลน์", "หนังผู้ใหญ่", "คลิปเสียว",
    # gambling
    "เว็บพนัน", "พนันออนไลน์", "คาสิโน", "บาคาร่า", "สล็อต", "แทงบอล", "แทงหวย",
    "หวยออนไลน์", "เครดิตฟรี", "ยูฟ่าเบท", "รูเล็ต", "ป๊อกเด้ง", "ไฮโลออนไลน์",
)
