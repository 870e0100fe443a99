"""format=flowed replies (Apple Mail, Thunderbird): soft-wrapped long lines are joined again."""

from __future__ import annotations

from email.message import EmailMessage

from functions.mail.commands import parse_commands
from functions.mail.flowed import unflow
from functions.mail.inbound import parse_mail

OFFER = "offer Bob give Kaktusová pálenka, Dýmka míru, $500 get Saloon Zlatý důl, Vlak"


def test_a_soft_break_joins_the_next_line_and_a_hard_one_does_not():
    assert unflow("offer Bob give 11, \n$500 get 12\nhotovo") == "offer Bob give 11, $500 get 12\nhotovo"


def test_delsp_removes_the_space_that_marked_the_break():
    assert unflow("velkou do Česk \ných Budějovic", delsp=True) == "velkou do Českých Budějovic"


def test_space_stuffing_and_quote_depth_are_respected():
    text = " >not a quote\n> quoted and \n> joined\n>> deeper\nmine"
    assert unflow(text) == ">not a quote\n> quoted and joined\n>> deeper\nmine"


def test_the_signature_separator_is_not_a_soft_break():
    assert unflow("buy\n-- \nAnna") == "buy\n-- \nAnna"


def _flowed_reply(body: str, delsp: bool) -> bytes:
    mail = EmailMessage()
    mail["From"] = "Anna Nováková <anna@example.cz>"
    mail["To"] = "play+abc@pbm.example.org"
    mail["Subject"] = "Re: [pbm] Pátek"
    mail.set_content(body, charset="utf-8")
    mail.set_param("format", "flowed")
    if delsp:
        mail.set_param("delsp", "yes")
    return bytes(mail)


def test_a_wrapped_long_command_from_a_flowed_client_is_one_command():
    # Thunderbird wraps at 72 characters: the break sits after a space, which stays (delsp=no)
    cut = OFFER.index("get ")
    body = OFFER[:cut] + "\n" + OFFER[cut:] + "\n\nAnna\n"
    mail = parse_mail(_flowed_reply(body, delsp=False))
    assert [c.text for c in parse_commands(mail.reply, mail.sender_name)] == [OFFER]


def test_a_wrapped_word_from_a_delsp_client_is_whole_again():
    cut = OFFER.index("pálenka") + 3
    body = OFFER[:cut] + " \n" + OFFER[cut:] + "\n"
    mail = parse_mail(_flowed_reply(body, delsp=True))
    assert [c.text for c in parse_commands(mail.reply, mail.sender_name)] == [OFFER]
