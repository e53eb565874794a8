// Search words that find themselves in job text as it is, ignoring case and accents. Text is
// never folded: a pattern per search word carries the accented forms of its letters instead.
// Folding 10,000 jobs' text built megabytes of copies, and on a reload with a search in the URL it
// was most of the first filter (issue 8).

/** Lower-case, accent-free text ("Québec" -> "quebec"): what search words are compared as. */
export function fold(text: string): string {
  const lower = text.toLowerCase()
  // Most text has no accented letter (dashes and quotes do not count); the rest is folded
  // letter by letter from a table, not by decomposing the whole text.
  if (!ACCENTED.test(lower)) return lower
  return lower.replace(ACCENTED_ALL, baseLetter)
}

// Latin-1 Supplement letters, Latin Extended-A/B, Latin Extended Additional, combining marks.
const ACCENTED = /[\u00c0-\u024f\u1e00-\u1eff]|[\u0300-\u036f]/
const ACCENTED_ALL = new RegExp(ACCENTED.source, 'g')
const MARKS = /\p{M}/gu
const bases = new Map<string, string>()

function baseLetter(letter: string): string {
  let base = bases.get(letter)
  if (base === undefined) {
    base = letter.normalize('NFD').replace(MARKS, '')
    bases.set(letter, base)
  }
  return base
}

/** For each folded letter, the other letters that fold to it ("e" -> "èéêëÈÉÊË…"). */
let foldsTo: Map<string, string> | null = null

function lettersFoldingTo(): Map<string, string> {
  if (foldsTo) return foldsTo
  foldsTo = new Map()
  // The accented ranges, and the Kelvin and Angstrom signs, the only letters outside them that
  // fold to a Latin letter (checked over the whole Basic Multilingual Plane).
  const ranges: Array<[number, number]> = [
    [0xc0, 0x24f],
    [0x1e00, 0x1eff],
    [0x212a, 0x212b],
  ]
  for (const [from, to] of ranges) {
    for (let cp = from; cp <= to; cp++) {
      const letter = String.fromCharCode(cp)
      const folded = fold(letter)
      if (folded.length === 1 && folded !== letter) {
        foldsTo.set(folded, (foldsTo.get(folded) ?? '') + letter)
      }
    }
  }
  return foldsTo
}

const SPECIAL = /[.*+?^${}()|[\]\\/-]/g
const escape = (text: string) => text.replace(SPECIAL, '\\$&')
/** Combining accents, which folding drops wherever they are. */
const ANY_MARKS = '[\\u0300-\\u036f]*'

/**
 * A pattern that finds a folded word in text as it is: `wordPattern(w).test(text)` is
 * `fold(text).includes(w)`. Case-insensitive matching may also pair a few letters folding keeps
 * apart (Greek final and medial sigma); it never misses what folding finds.
 */
export function wordPattern(word: string): RegExp {
  const variants = lettersFoldingTo()
  const letters = Array.from(word, (ch) => {
    const others = variants.get(ch)
    return others ? `[${escape(ch)}${escape(others)}]` : escape(ch)
  })
  return new RegExp(letters.join(ANY_MARKS), 'i')
}
