"""No loops with robots (issue 40): a mail that reads as a machine's by its content (an
out-of-office or vacation notice in the languages we serve and our neighbours', a responder's
receipt, the same text of some sentences again at a machine's pace), whatever its headers, is
answered at most once a day per seat; a person's mail is answered as before, also the same words
sent again hours later (review 6)."""

from __future__ import annotations

import email
from datetime import timedelta
from email import policy

import pytest
from test_mailroom_incoming import Table, reply, start_1926

from functions.mail import robots
from functions.mailroom.answers import ANSWERS_PER_HOUR

# notices as responders write them (no Auto-Submitted, no Precedence, no X-Autoreply)
NOTICES = {
    "en": "Hello,\nI am currently out of the office with limited access to email.\n"
          "I will respond to your message when I return on Monday.",
    "cs": "Dobrý den,\njsem na dovolené do 20. 8. a nemám přístup k poště.\nS pozdravem Bob",
    "sk": "Dobrý deň,\nsom mimo kancelárie do piatku.\nĎakujem, Bob",
    "de": "Guten Tag,\nich bin derzeit nicht im Büro und habe keinen Zugriff auf meine E-Mails.",
    "pl": "Dzień dobry,\njestem poza biurem do 15 sierpnia.",
    "fr": "Bonjour,\nje suis absent du bureau jusqu'au 20 août.",
    "es": "Hola,\nestoy fuera de la oficina hasta el lunes.",
    "ticket": "Thank you for contacting us. We have received your message and a ticket number "
              "has been assigned.",
}
MACHINE_PACE = timedelta(minutes=2)  # a responder answers our answer at once
SUBJECTS = ["Out of Office: Your move", "Re: Abwesenheit", "Dovolená", "AW: Urlaub bis 20.8.",
            "Automatická odpověď: Tvůj tah", "Vacation reply"]
PEOPLE = ["large Praha", "BOARD", "Hi, I was away last week, sorry. medium Brno",
          "Jsem zpět z dovolené? Ne, jen jsem zapomněl. HELP",
          "I will be on time tomorrow, promise", "Ich bin dabei!"]


@pytest.fixture
def table(sqlite_store, clock, fake_secrets):
    return Table(sqlite_store, clock, fake_secrets)


def with_subject(raw: bytes, subject: str) -> bytes:
    message = email.message_from_bytes(raw, policy=policy.default)
    del message["Subject"]
    message["Subject"] = subject
    return message.as_bytes()


@pytest.mark.parametrize("lang", sorted(NOTICES))
def test_a_notice_reads_as_a_machines_by_its_words(lang):
    assert robots.automatic_by_content("Re: Your move", NOTICES[lang])


@pytest.mark.parametrize("subject", SUBJECTS)
def test_a_vacation_subject_reads_as_a_machines(subject):
    assert robots.automatic_by_content(subject, "anything")


@pytest.mark.parametrize("text", PEOPLE)
def test_what_people_write_does_not(text):
    assert robots.automatic_by_content("Re: Your move in game 1926", text) is None


def _loop(table, clock, body: str, subject: str | None = None, mails: int = 12,
          headers: dict[str, str] | None = None, gap: timedelta = timedelta(hours=1),
          on_turn: bool = False) -> list[int]:
    """A responder answering every mail it gets from the service for `mails` rounds, `gap`
    apart; how many mails the service sent it each round. A waiting player's, or with
    `on_turn` the player's on turn (words alone from a player with nothing to decide are
    answered by no mail: a machine's or not, only the one on turn shows it)."""
    game = start_1926(table)
    waiting = next(s for s in game.seats if (s.seat == game.to_move) == on_turn)
    last = table.last(waiting.email)
    answered = []
    for n in range(mails):
        raw = reply(last, body, message_id=f"<oof-{n}@responder>",
                    **{k.replace("-", "_"): v for k, v in (headers or {}).items()})
        table.receive(with_subject(raw, subject) if subject else raw)
        sent = [m for m in table.deliver() if m["To"].addresses[0].addr_spec == waiting.email]
        answered.append(len(sent))
        last = sent[-1] if sent else last
        clock.advance(seconds=gap.total_seconds())
    return answered


@pytest.mark.parametrize("lang", ["en", "cs", "de"])
def test_a_responder_without_headers_is_answered_once_a_day(table, clock, lang):
    answered = _loop(table, clock, NOTICES[lang] + "\nlarge Praha", mails=30)
    assert sum(answered[:24]) == 1 and sum(answered[24:]) == 1


def test_a_vacation_subject_alone_is_answered_once_a_day(table, clock):
    answered = _loop(table, clock, "large Praha", subject="Urlaub", mails=12)
    assert sum(answered) == 1


def test_the_same_text_again_is_a_machines_from_the_second_time(table, clock):
    text = "Thanks for your mail, it has been forwarded to the right person in our team."
    answered = _loop(table, clock, text, mails=12, gap=MACHINE_PACE, on_turn=True)
    assert answered[0] == 1 and sum(answered) == 1


# what people write again, to each reminder, hours apart (review 6: Emil's third answer was
# withheld as a machine's and a bot took his seat)
SAID_AGAIN = ["Promiň, teď nemám čas, zahraju to večer. Emil",
              "Sorry, I am busy today, I will play tonight. Emil"]


@pytest.mark.parametrize("text", SAID_AGAIN)
def test_a_person_saying_the_same_words_hours_apart_is_answered_each_time(table, clock, text):
    assert _loop(table, clock, text, mails=3, gap=timedelta(hours=5), on_turn=True) == [1, 1, 1]


def test_a_person_asking_twice_is_answered_as_before(table, clock):
    answered = _loop(table, clock, "BOARD", mails=4)
    assert answered == [1, 1, 1, 1]
    assert ANSWERS_PER_HOUR > 1


# Machines told by their headers alone (no Auto-Submitted): dropped, never answered
HEADERS = [{"X-Loop": "vacation@example.org"}, {"X-Loop": "procmail"},
           {"List-Id": "<players.lists.example.org>"},
           {"List-Unsubscribe": "<mailto:leave@lists.example.org>"},
           {"X-Autoresponder": "yes"}, {"X-Autoreply": "yes"}, {"X-Autorespond": "1"},
           {"X-Autogenerated": "Reply"}, {"X-Mail-Autoreply": "yes"},
           {"X-MS-Exchange-Inbox-Rules-Loop": "bob@example.org"},
           {"Precedence": "auto-reply"}, {"Precedence": "bulk"}, {"X-Precedence": "junk"},
           {"X-Auto-Response-Suppress": "DR, AutoReply"}, {"X-Auto-Response-Suppress": "All"},
           {"X-MS-Exchange-Organization-AutoResponse": "OOF"}, {"X-Autoresponse-Type": "vacation"},
           {"X-Vacation-Notice": "yes"}]
# Subjects only a responder writes (Outlook/Exchange, Gmail, Thunderbird's and Sieve's vacation,
# Seznam, Zimbra, in their users' languages): dropped, never answered
NOTICE_SUBJECTS = [
    "Abwesenheitsnotiz: Dein Zug", "Abwesenheitsnotiz", "AW: Abwesenheitsnotiz: Spiel",
    "Automatische Antwort: Your move", "Automatic reply: Your move", "Out of Office: Your move",
    "Out of Office AutoReply: Your move", "[Auto-Reply] Your move", "Auto-Reply: Your move",
    "Automatická odpověď: Tvůj tah", "Automatická odpoveď: Tvoj ťah", "Nepřítomnost: Tvůj tah",
    "Mimo kancelář", "Réponse automatique : Votre tour", "Respuesta automática: Tu turno",
    "Risposta automatica: Tocca a te", "Fuori sede", "Automatisch antwoord: Jouw beurt",
    "Afwezigheidsbericht", "Autosvar: Din tur", "Automatiskt svar: Din tur",
    "Automaattinen vastaus: Vuorosi", "Odpowiedź automatyczna: Twój ruch", "Poza biurem",
    "Automatikus válasz: Te jössz", "Resposta automática: Sua vez", "Răspuns automat",
    "Automatski odgovor: Tvoj potez", "Автоматический ответ: Ваш ход", "Автовідповідь",
    "自动回复: 轮到你了", "Undeliverable: Your move", "Mail delivery failed: returning message"]
# held out while the rest was made to pass; 14 of 16 were caught then (the Cyrillic and the
# Norwegian subject were not: the phrases were not folded as the subject is)
HELD_OUT = [({"X-Autoresponder": "yes"}, "Re: Your move", "large Praha"),
            ({}, "Автоматический ответ: Your move", "large Praha"),
            ({}, "Fraværende: Your move", "large Praha"),
            ({}, "Re: Your move", "Hej,\njag är på semester till och med vecka 32.\nlarge Praha"),
            ({}, "Re: Your move", "Buongiorno,\nsono fuori ufficio fino a lunedì.\nlarge Praha"),
            ({}, "Re: Your move", "Dobrý den, v naléhavých případech kontaktujte kolegu "
                                  "Nováka.\nlarge Praha")]
# a responder's prefix in a language no list here knows, before the subject it answers; and a
# word that goes on ("Frånvaromeddelande"): 9 of 16 new members held before these were added
FOREIGN = ["Automatinis atsakymas: {s}", "Automātiskā atbilde: {s}", "Automaatne vastus: {s}",
           "Автоматичен отговор: {s}", "Trả lời tự động: {s}", "Balasan otomatis: {s}",
           "Frånvaromeddelande", "Urlaubsvertretung: {s}", "Odsutan: Your move",
           "Automatinis atsakymas: Your move", "[AUTO] {s}"]
PEOPLE_SUBJECTS = ["Re: Your move in game Goofspiel", "Re: Tvůj tah ve hře 1926", "Auto Brno",
                   "Re: Offline next week?", "AW: Dein Zug", "Absolutely", "Out of ideas"]


@pytest.mark.parametrize("headers", HEADERS, ids=lambda h: ",".join(h))
def test_a_machine_told_by_its_headers_is_never_answered(table, clock, headers):
    answered = _loop(table, clock, "large Praha", mails=3, headers=headers)
    assert answered == [0, 0, 0]


@pytest.mark.parametrize("subject", NOTICE_SUBJECTS)
def test_a_responders_subject_is_never_answered(table, clock, subject):
    assert robots.notice_subject(subject)
    assert _loop(table, clock, "large Praha", subject=subject, mails=2) == [0, 0]


@pytest.mark.parametrize("member", HELD_OUT)
def test_the_held_out_machines_are_answered_at_most_once_a_day(table, clock, member):
    headers, subject, body = member
    assert sum(_loop(table, clock, body, subject=subject, mails=12, headers=headers)) <= 1


@pytest.mark.parametrize("subject", FOREIGN)
def test_a_responders_prefix_in_any_language_is_answered_once_a_day(table, clock, subject):
    game = start_1926(table)
    waiting = next(s for s in game.seats if s.seat != game.to_move)
    ours = str(table.last(waiting.email)["Subject"])
    answered = _loop(table, clock, "large Praha", subject=subject.format(s=ours), mails=6)
    assert sum(answered) <= 1, answered


@pytest.mark.parametrize("reply", ["Re: {s}", "AW: {s}", "Atb: {s}", "SV: Re: {s}", "{s}"])
def test_a_persons_reply_prefix_is_not_a_responders(table, clock, reply):
    game = start_1926(table)
    waiting = next(s for s in game.seats if s.seat != game.to_move)
    ours = str(table.last(waiting.email)["Subject"])
    assert _loop(table, clock, "BOARD", subject=reply.format(s=ours), mails=3) == [1, 1, 1]


# an answer's subject that tells a time ("Kdy budu na tahu?" -> "Cid Roe má čas do 3. 3. 2026
# (úterý), 10:00 SEČ"): the colon of "10:00" was read as a responder's phrase before our title,
# so the player's next reply was answered once a day (found under ask38's subject fix)
TIMED = ["Re: Cid Roe má čas do 3. 3. 2026 (úterý), 10:00 SEČ — WesternPoly",
         "Re: Cid Roe has until Tue 3 Mar 2026, 10:00 CET — WesternPoly",
         "Odp: Ota má čas do 9. 12. 2026 (středa), 09:00 SEČ — Dluhy 2"]


@pytest.mark.parametrize("subject", TIMED)
def test_a_time_in_our_subject_is_no_responders_prefix(subject):
    title = subject.rsplit("— ", 1)[1]
    assert robots.automatic_by_content(subject, "large Praha", title) is None
    assert robots.automatic_by_content(f"Automatinis atsakymas: {subject}", "x", title)


@pytest.mark.parametrize("subject", PEOPLE_SUBJECTS)
def test_a_persons_subject_is_not_a_notice(subject):
    assert not robots.notice_subject(subject)
    assert robots.automatic_by_content(subject, "large Praha") is None


# responders in scripts and languages the first lists missed (review 3): Chinese, Japanese,
# Turkish, Greek; the loop's shape is the same text sent back to every mail
FAR = {
    "zh": "您好，我目前不在办公室，将于12月10日返回。如有急事，请联系我的同事。谢谢！",
    "ja": "ただいま不在にしております。12月10日以降に順次ご返信いたします。",
    "tr": "Merhaba, şu anda ofis dışındayım ve 10 Aralık tarihinde döneceğim.",
    "el": "Καλησπέρα, είμαι εκτός γραφείου έως τις 10 Δεκεμβρίου.",
}
FAR_SUBJECTS = ["Otomatik yanıt: Your move", "Ofis dışında", "Αυτόματη απάντηση: Your move",
                "Εκτός γραφείου", "自動応答: Your move", "自動返信: Your move",
                "自动回复: Your move", "不在办公室"]
# kept aside while the phrases were written (report: 1 of 6 read as a machine's by its words,
# 6 of 6 counted as wordy, so each is answered at most once a day as the same text again)
FAR_HELD_OUT = {
    "zh-CN": "感谢您的来信。本人于12月20日至1月3日休年假，期间无法及时回复邮件。",
    "ja": "メールありがとうございます。現在、年末年始休業中のため、1月6日より順次対応いたします。",
    "tr": "Şu an tatildeyim, 3 Ocak'tan sonra size dönüş yapacağım.",
    "el": "Ευχαριστώ για το μήνυμά σας. Βρίσκομαι σε διακοπές και θα επιστρέψω στις 3 "
          "Ιανουαρίου.",
    "ko": "보내주신 메일 감사합니다. 연말 휴무로 1월 3일부터 순차적으로 답변드리겠습니다.",
    "zh-TW": "本人出國中，1/3 後回覆。",
}
PEOPLE_FAR = ["我出红桃七", "ベット 2", "Tamam, 2 alıyorum", "Εντάξει, παίζω 2", "BOARD"]


@pytest.mark.parametrize("lang", sorted(FAR))
def test_a_notice_in_a_far_script_reads_as_a_machines(lang):
    assert robots.automatic_by_content("Re: game", FAR[lang])
    assert robots.wordy(FAR[lang])


@pytest.mark.parametrize("subject", FAR_SUBJECTS)
def test_a_far_responders_subject_reads_as_a_machines(subject):
    assert robots.automatic_by_content(subject, "large Praha")


@pytest.mark.parametrize("text", PEOPLE_FAR)
def test_a_short_reply_in_a_far_script_is_a_persons(text):
    assert robots.automatic_by_content("Re: game", text) is None and not robots.wordy(text)


@pytest.mark.parametrize("lang", sorted(FAR_HELD_OUT))
def test_a_held_out_far_responder_sending_the_same_text_is_answered_once(table, clock, lang):
    assert sum(_loop(table, clock, FAR_HELD_OUT[lang], subject="Re: game", mails=4,
                     gap=MACHINE_PACE)) <= 1


@pytest.mark.parametrize("mailer", ["vacation 1.2.7", "Vacation/1.2.7 (Sieve)", "gnarwl 3.6",
                                    "Postfix Autoresponder", "AutoReply 2.0"])
def test_a_responder_program_named_in_x_mailer_is_never_answered(table, clock, mailer):
    assert _loop(table, clock, "large Praha", mails=2, headers={"X-Mailer": mailer}) == [0, 0]
    assert _loop(table, clock, "large Praha", mails=2, headers={"User-Agent": mailer}) == [0, 0]


def test_a_persons_mail_program_is_not_a_responder(table, clock):
    for mailer in ("Microsoft Outlook 16.0", "Apple Mail (2.3731)", "Thunderbird 128.0"):
        assert robots.automatic_by_headers(lambda n, m=mailer: m if n == "X-Mailer" else "",
                                           "text/plain", "bob@example.org") is None
