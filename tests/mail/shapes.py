"""Replies in the shapes mail clients around the world give them: the corpus of issue 27.

Each shape is the history part of a real kind of reply (attribution, quote, header block,
separator, signature, list footer, quoting style) in the client's language, written for this
project after the shapes collected by public reply-parser corpora; the player's commands are put
where a player puts them (mostly on top, some below). The player plays in English or Czech
(the languages of the game); the client may speak any language. `make_corpus` turns every shape
into a corpus mail (headers, MIME, charset) with its expected commands and live outcome.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

PBM = "PBM 1926 <play@pbm.example.com>"
WP = "WesternPoly <play@pbm.example.com>"
ADDR = "play@pbm.example.com"


@dataclass(frozen=True)
class Shape:
    """One reply shape: its family (client or habit) and language, the game position it
    answers and how the body is put together from the commands and the quoted turn mail."""

    name: str
    family: str
    lang: str  # the client's language (the history's), not the seat's
    game: str  # "1926" or "wp" (WesternPoly on a free property: two commands)
    body: Callable[[str, str], str]  # (commands, turn mail text) -> the body
    encoding: str = "qp"  # qp | b64 | 8bit (the charset below) | html
    charset: str = "utf-8"
    czech: bool = False  # the seat plays in Czech


def q(text: str, prefix: str = "> ") -> str:
    """Every line quoted."""
    return "\n".join((prefix + line).rstrip() for line in text.split("\n"))


def _s(name, family, lang, game, body, **kw) -> Shape:
    return Shape(name, family, lang, game, body, **kw)


def turn_wp_board_en(tok: str) -> str:
    """The English WesternPoly turn mail with its board (the "Board:" heading of issue 27)."""
    return f"""Hello James,

It is your move in "WesternPoly" (round 12).

WesternPoly - Round 12
James: cash 18,400 $, at 14 Whisky Joe, wealth 30,000 $

Board:
13 Liquor & Tobacco Dymka miru (2,800 $) - free
14 Liquor & Tobacco Whisky Joe (2,800 $) - free   <- James
15 Shooting range (4,000 $) - free

Your options (reply with just the number: "2" picks option 2):
  1. buy Whisky Joe for 2,800 $
  2. do not buy

token: {tok}"""


SHAPES: list[Shape] = [
    # --- Gmail, attributions in many languages ---------------------------------------------
    _s("gmail_de_am_schrieb", "gmail", "de", "1926", lambda c, t: (
        f"{c}\n\nAm Mo., 3. März 2025 um 10:15 Uhr schrieb {PBM}:\n\n{q(t)}\n")),
    _s("gmail_de_schrieb_am", "gmail", "de", "1926", lambda c, t: (
        f"{c}\n\n{PBM} schrieb am Mo., 3. März 2025,\n10:15:\n\n{q(t)}\n")),
    _s("gmail_fr_a_ecrit", "gmail", "fr", "1926", lambda c, t: (
        f"{c}\n\nLe lun. 3 mars 2025 à 10:15, {PBM} a écrit :\n\n{q(t)}\n")),
    _s("gmail_nl_schreef", "gmail", "nl", "1926", lambda c, t: (
        f"{c}\n\nOp ma 3 mrt 2025 om 10:15 schreef {PBM}:\n\n{q(t)}\n")),
    _s("gmail_it_ha_scritto", "gmail", "it", "1926", lambda c, t: (
        f"{c}\n\nIl giorno lun 3 mar 2025 alle ore 10:15 PBM 1926 <\n{ADDR}> ha scritto:\n\n"
        f"{q(t)}\n")),
    _s("gmail_es_escribio", "gmail", "es", "1926", lambda c, t: (
        f"{c}\n\nEl lun, 3 mar 2025 a las 10:15, PBM 1926 (<{ADDR}>)\nescribió:\n\n{q(t)}\n")),
    _s("gmail_pt_escreveu", "gmail", "pt", "1926", lambda c, t: (
        f"{c}\n\nEm seg., 3 de mar. de 2025 às 10:15, {PBM} escreveu:\n\n{q(t)}\n")),
    _s("gmail_pl_napisal", "gmail", "pl", "1926", lambda c, t: (
        f"{c}\n\npon., 3 mar 2025 o 10:15 {PBM} napisał(a):\n\n{q(t)}\n")),
    _s("gmail_sk_napisal", "gmail", "sk", "1926", lambda c, t: (
        f"{c}\n\npo 3. 3. 2025 o 10:15 {PBM} napísal(a):\n\n{q(t)}\n"), czech=True),
    _s("gmail_cs_uzivatel_napsal", "gmail", "cs", "1926", lambda c, t: (
        f"{c}\n\nDne po 3. 3. 2025 10:15 uživatel PBM 1926 <{ADDR}>\nnapsal:\n\n{q(t)}\n"),
        czech=True),
    _s("gmail_da_skrev", "gmail", "da", "1926", lambda c, t: (
        f"{c}\n\nman. 3. mar. 2025 kl. 10.15 skrev {PBM}:\n\n{q(t)}\n")),
    _s("gmail_no_skrev", "gmail", "no", "1926", lambda c, t: (
        f"{c}\n\nman. 3. mar. 2025 kl. 10:15 skrev PBM 1926 <\n{ADDR}>:\n\n{q(t)}\n")),
    _s("gmail_sv_skrev", "gmail", "sv", "1926", lambda c, t: (
        f"{c}\n\nDen mån 3 mars 2025 kl 10:15 skrev {PBM}:\n\n{q(t)}\n")),
    _s("gmail_fi_kirjoitti", "gmail", "fi", "1926", lambda c, t: (
        f"{c}\n\nma 3.3.2025 klo 10.15 {PBM} kirjoitti:\n\n{q(t)}\n")),
    _s("gmail_ru_date_address", "gmail", "ru", "1926", lambda c, t: (
        f"{c}\n\nпн, 3 мар. 2025 г. в 10:15, {PBM}:\n\n{q(t)}\n")),
    _s("gmail_uk_pyshe", "gmail", "uk", "1926", lambda c, t: (
        f"{c}\n\nпн, 3 бер. 2025 р. о 10:15 {PBM} пише:\n\n{q(t)}\n")),
    _s("gmail_hu_irta", "gmail", "hu", "1926", lambda c, t: (
        f"{c}\n\n{PBM} ezt írta (időpont: 2025. márc. 3., H,\n10:15):\n\n{q(t)}\n")),
    _s("gmail_vi_da_viet", "gmail", "vi", "1926", lambda c, t: (
        f"{c}\n\nVào Th 2, 3 thg 3, 2025 vào lúc 10:15 {PBM} đã\nviết:\n\n{q(t)}\n")),
    _s("gmail_zh_xiedao", "gmail", "zh", "1926", lambda c, t: (
        f"{c}\n\n{PBM} 于2025年3月3日周一 10:15写道：\n\n{q(t)}\n")),
    _s("gmail_ja_date_address", "gmail", "ja", "1926", lambda c, t: (
        f"{c}\n\n2025年3月3日(月) 10:15 {PBM}:\n\n{q(t)}\n")),
    _s("gmail_ko_jakseong", "gmail", "ko", "1926", lambda c, t: (
        f"{c}\n\n2025년 3월 3일 (월) 오전 10:15, {PBM}님이 작성:\n\n{q(t)}\n")),
    _s("gmail_en_three_line_attribution", "gmail", "en", "1926", lambda c, t: (
        f"{c}\n\nOn Mon, 3 Mar 2025 at 10:15, PBM 1926 game master of the\nPrimaries <\n"
        f"{ADDR}> wrote:\n\n{q(t)}\n")),
    _s("gmail_old_iso_gmt", "gmail-old", "en", "1926", lambda c, t: (
        f"{c}\n\n2025-03-03 10:15 GMT+01:00 {PBM}:\n\n{q(t)}\n")),
    _s("gmail_old_iso_gmt_wrapped", "gmail-old", "en", "1926", lambda c, t: (
        f"{c}\n\n2025-03-03 10:15 GMT+01:00 PBM 1926 <\n{ADDR}>:\n\n{q(t)}\n")),
    # --- Russian webmails ------------------------------------------------------------------
    _s("yandex_ru_date_address", "yandex", "ru", "1926", lambda c, t: (
        f"{c}\n\n03.03.2025, 10.15, \"PBM 1926\" <{ADDR}>:\n{q(t)}\n")),
    _s("mailru_ru_from_address", "mailru", "ru", "1926", lambda c, t: (
        f"{c}\n\n\nMonday, 3 March 2025, 10:15 +01:00 from {PBM}:\n\n{q(t)}\n")),
    _s("mailru_ru_napisal", "mailru", "ru", "1926", lambda c, t: (
        f"{c}\n\n--\nОтправлено из Почты Mail.ru\n\n"
        f"Понедельник, 3 марта 2025, 10:15 +01:00 от {PBM}:\n{q(t)}\n")),
    # --- attributions that no "wrote" ends ----------------------------------------------------
    _s("android_dashed_name_wrote", "android", "en", "1926", lambda c, t: (
        f"{c}\n\n---- PBM 1926 wrote ----\n\n{q(t)}\n")),
    _s("zoho_dashed_on_wrote", "zoho", "en", "1926", lambda c, t: (
        f"{c}\n\n---- On Mon, 03 Mar 2025 10:15:00 +0100 {PBM} wrote ----\n\n{q(t)}\n")),
    _s("outlook_ios_sent", "outlook-mobile", "en", "1926", lambda c, t: (
        f"{c}\n\nOn Mon, Mar 3, 2025 at 10:15 AM, PBM 1926 <{ADDR}> sent:\n\n{q(t)}\n")),
    _s("apple_no_colon", "apple", "en", "1926", lambda c, t: (
        f"{c}\n\nOn 3 Mar 2025, at 10:15, PBM 1926 <{ADDR}> wrote\n\n{q(t)}\n")),
    # --- Outlook header blocks and separators --------------------------------------------------
    _s("outlook_de_von_gesendet", "outlook", "de", "1926", lambda c, t: (
        f"{c}\n\nVon: {PBM}\nGesendet: Montag, 3. März 2025 10:15\nAn: Klaus Becker "
        f"<klaus.becker@web.de>\nBetreff: 1926 – The Primaries: your move\n\n{t}\n")),
    _s("outlook_fr_de_envoye", "outlook", "fr", "1926", lambda c, t: (
        f"{c}\n\nDe : {PBM}\nEnvoyé : lundi 3 mars 2025 10:15\nÀ : Claire Martin "
        f"<claire.martin@orange.fr>\nObjet : 1926 – The Primaries: your move\n\n{t}\n")),
    _s("outlook_nl_van_verzonden", "outlook", "nl", "1926", lambda c, t: (
        f"{c}\n\nVan: {PBM}\nVerzonden: maandag 3 maart 2025 10:15\nAan: Sanne de Vries\n"
        f"Onderwerp: 1926 – The Primaries: your move\n\n{t}\n")),
    _s("outlook_it_da_inviato", "outlook", "it", "1926", lambda c, t: (
        f"{c}\n\nDa: {PBM}\nInviato: lunedì 3 marzo 2025 10:15\nA: Luca Rossi\n"
        f"Oggetto: 1926 – The Primaries: your move\n\n{t}\n")),
    _s("outlook_es_de_enviado", "outlook", "es", "1926", lambda c, t: (
        f"{c}\n\nDe: {PBM}\nEnviado: lunes, 3 de marzo de 2025 10:15\nPara: Ana García\n"
        f"Asunto: 1926 – The Primaries: your move\n\n{t}\n")),
    _s("outlook_pt_de_enviada", "outlook", "pt", "1926", lambda c, t: (
        f"{c}\n\nDe: {PBM}\nEnviada em: segunda-feira, 3 de março de 2025 10:15\n"
        f"Para: João Silva\nAssunto: 1926 – The Primaries: your move\n\n{t}\n")),
    _s("outlook_pl_od_wyslano", "outlook", "pl", "1926", lambda c, t: (
        f"{c}\n\nOd: {PBM}\nWysłano: poniedziałek, 3 marca 2025 10:15\nDo: Anna Kowalska\n"
        f"Temat: 1926 – The Primaries: your move\n\n{t}\n")),
    _s("outlook_sk_od_odoslane", "outlook", "sk", "1926", lambda c, t: (
        f"{c}\n\nOd: {PBM}\nOdoslané: pondelok 3. marca 2025 10:15\nKomu: Peter Horváth\n"
        f"Predmet: 1926 – Primárky: jsi na tahu\n\n{t}\n"), czech=True),
    _s("outlook_cs_bold_fields", "outlook", "cs", "1926", lambda c, t: (
        f"{c}\n\n*Od:* {PBM}\n*Odesláno:* pondělí 3. března 2025 10:15\n*Komu:* Jana\n"
        f"*Předmět:* Hra 1926 – Primárky: jsi na tahu\n\n{t}\n"), czech=True),
    _s("outlook_da_fra_sendt", "outlook", "da", "1926", lambda c, t: (
        f"{c}\n\nFra: {PBM}\nSendt: 3. marts 2025 10:15\nTil: Mads Jensen\n"
        f"Emne: 1926 – The Primaries: your move\n\n{t}\n")),
    _s("outlook_sv_fran_skickat", "outlook", "sv", "1926", lambda c, t: (
        f"{c}\n\nFrån: {PBM}\nSkickat: den 3 mars 2025 10:15\nTill: Erik Lindqvist\n"
        f"Ämne: 1926 – The Primaries: your move\n\n{t}\n")),
    _s("outlook_fi_lahettaja", "outlook", "fi", "1926", lambda c, t: (
        f"{c}\n\nLähettäjä: {PBM}\nLähetetty: maanantai 3. maaliskuuta 2025 10.15\n"
        f"Vastaanottaja: Mika Virtanen\nAihe: 1926 – The Primaries: your move\n\n{t}\n")),
    _s("outlook_ru_ot_otpravleno", "outlook", "ru", "1926", lambda c, t: (
        f"{c}\n\nОт: {PBM}\nОтправлено: 3 марта 2025 г. 10:15\nКому: Иван Петров\n"
        f"Тема: 1926 – The Primaries: your move\n\n{t}\n")),
    _s("outlook_uk_vid_nadislano", "outlook", "uk", "1926", lambda c, t: (
        f"{c}\n\nВід: {PBM}\nНадіслано: 3 березня 2025 р. 10:15\nКому: Олена\n"
        f"Тема: 1926 – The Primaries: your move\n\n{t}\n")),
    _s("outlook_hu_felado", "outlook", "hu", "1926", lambda c, t: (
        f"{c}\n\nFeladó: {PBM}\nElküldve: 2025. március 3. 10:15\nCímzett: Nagy Péter\n"
        f"Tárgy: 1926 – The Primaries: your move\n\n{t}\n")),
    _s("outlook_vi_tu_gui", "outlook", "vi", "1926", lambda c, t: (
        f"{c}\n\nTừ: {PBM}\nGửi: Thứ Hai, ngày 3 tháng 3 năm 2025 10:15\nĐến: Nguyễn An\n"
        f"Chủ đề: 1926 – The Primaries: your move\n\n{t}\n")),
    _s("outlook_zh_fajianren", "outlook", "zh", "1926", lambda c, t: (
        f"{c}\n\n发件人: {PBM}\n发送时间: 2025年3月3日 10:15\n收件人: 王伟\n"
        f"主题: 1926 – The Primaries: your move\n\n{t}\n")),
    _s("outlook_ja_sashidashinin", "outlook", "ja", "1926", lambda c, t: (
        f"{c}\n\n差出人: {PBM}\n送信日時: 2025年3月3日 10:15\n宛先: 佐藤\n"
        f"件名: 1926 – The Primaries: your move\n\n{t}\n")),
    _s("outlook_ko_bonaen_saram", "outlook", "ko", "1926", lambda c, t: (
        f"{c}\n\n보낸 사람: {PBM}\n보낸 날짜: 2025년 3월 3일 월요일 오전 10:15\n받는 사람: 김민수\n"
        f"제목: 1926 – The Primaries: your move\n\n{t}\n")),
    _s("outlook_en_dashes_above_bold_from", "outlook", "en", "1926", lambda c, t: (
        f"{c}\n\n------------------------------\n*From:* {PBM}\n*Sent:* Monday, March 3, "
        f"2025 10:15 AM\n*To:* Tom Baker\n*Subject:* 1926 – The Primaries: your move\n\n{t}\n")),
    _s("outlook_en_reply_message", "outlook", "en", "1926", lambda c, t: (
        f"{c}\n\n-----Reply Message-----\nFrom: {PBM}\nDate: 3/3/2025 10:15 AM\n\n{t}\n")),
    _s("thunderbird_en_starred_original", "thunderbird", "en", "1926", lambda c, t: (
        f"{c}\n\n*-------- Original Message --------*\nSubject: 1926 – The Primaries: your "
        f"move\nDate: Mon, 3 Mar 2025 10:15:00 +0100\nFrom: {PBM}\n\n{t}\n")),
    _s("thunderbird_fr_message_d_origine", "thunderbird", "fr", "1926", lambda c, t: (
        f"{c}\n\n-------- Message d'origine --------\nDe : {PBM}\nDate : 03/03/2025 10:15\n"
        f"\n{t}\n")),
    _s("outlook_es_mensaje_original", "outlook", "es", "1926", lambda c, t: (
        f"{c}\n\n-----Mensaje original-----\nDe: {PBM}\nFecha: lunes, 3 de marzo de 2025\n\n"
        f"{t}\n")),
    _s("mobile_da_oprindelig_besked", "android", "da", "1926", lambda c, t: (
        f"{c}\n\nSendt fra min iPad\n\n-------- Oprindelig besked --------\nFra: {PBM}\n"
        f"Dato: 03.03.2025 10.15 (GMT+01:00)\nTil: mads@example.dk\n{t}\n")),
    _s("outlook_de_urspruengliche", "outlook", "de", "1926", lambda c, t: (
        f"{c}\n\n-----Ursprüngliche Nachricht-----\nVon: {PBM}\nGesendet: Montag, 3. März "
        f"2025 10:15\n\n{t}\n")),
    _s("outlook_web_en_underscores", "outlook-web", "en", "1926", lambda c, t: (
        f"{c}\n\n________________________________\nFrom: {PBM}\nSent: Monday, March 3, 2025 "
        f"10:15\nTo: Tom Baker\nSubject: 1926 – The Primaries: your move\n\n{t}\n")),
    # --- signatures ------------------------------------------------------------------------
    _s("typeapp_en", "typeapp", "en", "1926", lambda c, t: (
        f"{c}\n\nSent from TypeApp\n\nOn Mar 3, 2025, at 10:15, {PBM} wrote:\n{q(t)}\n")),
    _s("outlook_android_de", "outlook-mobile", "de", "1926", lambda c, t: (
        f"{c}\n\nGesendet von Outlook für Android\n\n{t}\n")),
    _s("iphone_fr_envoye_depuis", "apple", "fr", "1926", lambda c, t: (
        f"{c}\n\nEnvoyé depuis mon iPhone\n\n{t}\n")),
    _s("ipad_da_sendt_fra", "apple", "da", "1926", lambda c, t: (
        f"{c}\n\nSendt fra min iPad\n\n{t}\n")),
    _s("iphone_sv_skickat", "apple", "sv", "1926", lambda c, t: (
        f"{c}\n\nSkickat från min iPhone\n\n{t}\n")),
    _s("iphone_nl_verzonden", "apple", "nl", "1926", lambda c, t: (
        f"{c}\n\nVerzonden vanaf mijn iPhone\n\n{t}\n")),
    _s("iphone_it_inviato", "apple", "it", "1926", lambda c, t: (
        f"{c}\n\nInviato da iPhone\n\n{t}\n")),
    _s("iphone_es_enviado", "apple", "es", "1926", lambda c, t: (
        f"{c}\n\nEnviado desde mi iPhone\n\n{t}\n")),
    _s("iphone_pt_enviado", "apple", "pt", "1926", lambda c, t: (
        f"{c}\n\nEnviado do meu iPhone\n\n{t}\n")),
    _s("iphone_pl_wyslane", "apple", "pl", "1926", lambda c, t: (
        f"{c}\n\nWysłane z iPhone'a\n\n{t}\n")),
    _s("iphone_sk_odoslane", "apple", "sk", "1926", lambda c, t: (
        f"{c}\n\nOdoslané z iPhonu\n\n{t}\n"), czech=True),
    _s("iphone_zh_fasong", "apple", "zh", "1926", lambda c, t: (
        f"{c}\n\n从我的iPhone发送\n\n{t}\n")),
    _s("iphone_ja_soushin", "apple", "ja", "1926", lambda c, t: (
        f"{c}\n\niPhoneから送信\n\n{t}\n")),
    _s("iphone_ko_bonaem", "apple", "ko", "1926", lambda c, t: (
        f"{c}\n\niPhone에서 보냄\n\n{t}\n")),
    _s("signature_dash_name", "signature", "en", "1926", lambda c, t: (
        f"{c}\n\n-Tom\n\n{t}\n")),
    _s("signature_em_dash_rule", "signature", "en", "1926", lambda c, t: (
        f"{c}\n\n—\nTom Baker\nBristol\n\n{t}\n")),
    _s("list_footer_underscores", "list", "en", "1926", lambda c, t: (
        f"{c}\n\n__\nboardgames mailing list\nboardgames@lists.example.org\n"
        f"https://lists.example.org/listinfo/boardgames\n\n{q(t)}\n")),
    _s("signature_cs_dash_name", "signature", "cs", "1926", lambda c, t: (
        f"{c}\n\n-Jana\n\n{t}\n"), czech=True),
    # --- broken quoting ------------------------------------------------------------------------
    _s("broken_url_unquoted_piece", "broken-quoting", "en", "1926", lambda c, t: (
        f"On Mon, 3 Mar 2025 at 10:15, {PBM} wrote:\n> See the board at "
        "https://pbm.example.com/play/k7Qm2Xa9/board/\n"
        "k7Qm2Xa9/board?seat=p3&lang=en\n"
        f"{q(t)}\n\n{c}\n")),
    _s("broken_wrapped_inside_quote", "broken-quoting", "en", "1926", lambda c, t: (
        f"On Mon, 3 Mar 2025 at 10:15, {PBM} wrote:\n> It is your move in the game that\n"
        f"started on Monday\n{q(t)}\n\n{c}\n")),
    _s("initials_c_prefix", "broken-quoting", "en", "1926", lambda c, t: (
        f"{c}\n\nOn Mon, 3 Mar 2025 at 10:15, {PBM} wrote:\n{q(t, 'C> ')}\n")),
    # --- where the commands stand ------------------------------------------------------------
    _s("top_unquoted_attribution_then_commands", "top-attribution", "en", "1926", lambda c, t: (
        f"On Mon, 3 Mar 2025 at 10:15, {PBM} wrote:\n{c}\n\n{q(t)}\n")),
    _s("top_unquoted_attribution_cs", "top-attribution", "cs", "1926", lambda c, t: (
        f"Dne 3. 3. 2025 v 10:15 PBM 1926 napsal(a):\n\n{c}\n\n{q(t)}\n"), czech=True),
    _s("bottom_posted_de", "bottom-posted", "de", "1926", lambda c, t: (
        f"Am 03.03.2025 um 10:15 schrieb {PBM}:\n{q(t)}\n\n{c}\n\nViele Grüße\nKlaus\n")),
    _s("bottom_posted_sk", "bottom-posted", "sk", "1926", lambda c, t: (
        f"Dňa 3. 3. 2025 o 10:15 PBM 1926 napísal(a):\n{q(t)}\n\n{c}\n\nS pozdravom\n"
        "Peter\n"), czech=True),
    _s("westernpoly_board_unquoted_sk", "westernpoly-board", "sk", "wp", lambda c, t: (
        f"{c}\n\nOd: {WP}\nOdoslané: pondelok 3. marca 2025 10:15\nKomu: Peter\n\n{t}\n")),
    _s("westernpoly_board_unquoted_en", "westernpoly-board", "en", "wp", lambda c, t: (
        f"{c}\n\nFrom: {WP}\nSent: Monday, March 3, 2025 10:15 AM\n\n{t}\n")),
    _s("westernpoly_board_fr_unquoted", "westernpoly-board", "fr", "wp", lambda c, t: (
        f"{c}\n\nEnvoyé de mon iPhone\n\nLe 3 mars 2025 à 10:15, {WP} a écrit :\n\n{t}\n")),
    # --- mutt and neomutt ---------------------------------------------------------------------
    _s("mutt_en_bottom_posted", "mutt", "en", "1926", lambda c, t: (
        f"On Mon, Mar 03, 2025 at 10:15:00AM +0100, {PBM} wrote:\n{q(t)}\n\n{c}\n\n-- \nTom\n")),
    _s("neomutt_cs_top_posted", "neomutt", "cs", "1926", lambda c, t: (
        f"{c}\n\n* {PBM} [2025-03-03 10:15]:\n{q(t)}\n"), czech=True),
    # --- Czech in 8-bit charsets --------------------------------------------------------------
    _s("outlook_cs_windows1250_separator", "outlook", "cs", "1926", lambda c, t: (
        f"{c}\n\n-----Původní zpráva-----\nOd: {PBM}\nOdesláno: 3. března 2025 10:15\n\n{t}\n"),
        encoding="8bit", charset="windows-1250", czech=True),
    _s("thunderbird_sk_iso8859_2", "thunderbird", "sk", "1926", lambda c, t: (
        f"{c}\n\n-------- Pôvodná správa --------\nOd: {PBM}\nDátum: 3. 3. 2025 10:15\n\n"
        f"{t}\n"), encoding="8bit", charset="iso-8859-2", czech=True),
    _s("gmail_cs_base64_wrapped_three", "gmail", "cs", "1926", lambda c, t: (
        f"{c}\n\npo 3. 3. 2025 v 10:15 odesílatel Hra 1926 – Primárky, hra pro\nčtyři "
        f"hráče <\n{ADDR}> napsal:\n\n{q(t)}\n"), encoding="b64", czech=True),
]
