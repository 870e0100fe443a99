"""The words people name the service's bots by, in a folded text (Czech with and without
diacritics, English): "robot", "robota", "robotovi", "robůtek", "bot", "botem", "the bots".
One list for every reader of them: a player's question of what the bots did
(mailroom.state_questions, render.state_answers), an organizer's of who has a bot play for
them (mailroom.organizer_questions), a player back who no longer needs the bot (return_words).
"""

from __future__ import annotations

# "bot" in its Czech cases and the English plural, never a longer word ("bottom", "botanika");
# "počítač" and "computer" are no bot's name: "když jsem nebyl u počítače" is the writer away
BOT = (r"(?:robot\w*|robut(?:ek|ka|kovi|kem|ku|ci|ky)|"
       r"bot(?:s|a|u|em|ovi|i|y|ech|um|ama)?)")
