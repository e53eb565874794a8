-- Names in any script. The first rule accepted Latin letters only, while the app accepts letters
-- of every script (Zoë, Nguyễn, Jean-François, Владимир, محمد, 李), so such a name saved on the
-- device and then failed to sync. A name is now 1-100 characters with at least one letter; every
-- character is a letter of any script ([[:alpha:]]; the explicit Latin ranges keep accented
-- Latin names valid even in a database whose ctype is plain C), a combining mark (the BMP ranges
-- of Unicode category M, as decomposed accents and Indic vowel signs need), a space, a hyphen or
-- an apostrophe (straight or typographic). The app's rule (src/lib/validation/contact.ts) is
-- the same; this check accepts at least everything it accepts.
create or replace function public.is_person_name(p_value text) returns boolean
  language sql immutable parallel safe set search_path = ''
as $$
  select p_value is null or (
    char_length(p_value) between 1 and 100
    and p_value ~ ('^[[:alpha:]A-Za-zÀ-ÖØ-öø-ÿĀ-ž'' ’'
      || '\u0300-\u036F\u0483-\u0489\u0591-\u05C7\u0610-\u061A\u064B-\u065F\u0670'
      || '\u06D6-\u06ED\u0711-\u07FD\u0816-\u08FF\u0900-\u0DFF\u0E31-\u0EFF\u0F18-\u0FBC'
      || '\u102B-\u109D\u135D-\u135F\u1712-\u17DD\u1885-\u1A7F\u1AB0-\u1CFF\u1DC0-\u1DFF'
      || '\u20D0-\u20F0\u2CEF-\u2DFF\u302A-\u302F\u3099-\u309A\uA66F-\uA6F1\uA800-\uAAF6'
      || '\uABE3-\uABED\uFB1E\uFE00-\uFE0F\uFE20-\uFE2F-]+$')
    and p_value ~ '[[:alpha:]A-Za-zÀ-ÖØ-öø-ÿĀ-ž]'
  )
$$;
