import { describe, expect, it } from 'vitest'
import {
  dateSchema,
  futureDateSchema,
  nameSchema,
  numberSchema,
  optionalWholeNumberSchema,
  phoneSchema,
  positiveNumberSchema,
  richTextSchema,
  sanitiseRichText,
  sanitiseText,
  textSchema,
  urlSchema,
} from '@/lib/validation/index.ts'
import { messagesOf, parsed } from './helpers.ts'

describe('name', () => {
  it('is 1 to 100 letters, spaces, hyphens and apostrophes', () => {
    expect(messagesOf(nameSchema, "Marie-Ève O'Neil")).toEqual([])
    expect(messagesOf(nameSchema, '  ')).toEqual(['Name is required'])
    expect(messagesOf(nameSchema, 'a'.repeat(100))).toEqual([])
    expect(messagesOf(nameSchema, 'a'.repeat(101))).toEqual(['Name cannot exceed 100 characters'])
    expect(messagesOf(nameSchema, 'R2D2')).toEqual([
      'Name can only contain letters, spaces, hyphens and apostrophes',
    ])
  })
  it('accepts letters of any script and refuses names without a letter', () => {
    for (const name of ['Zoë', "O'Brien", 'O’Brien', 'Nguyễn', 'Jean-François', 'Владимир', 'محمد'])
      expect(messagesOf(nameSchema, name)).toEqual([])
    expect(messagesOf(nameSchema, 'Rene\u0301e')).toEqual([])
    for (const name of ["'-", 'Bob!', 'Ana 😀'])
      expect(messagesOf(nameSchema, name)).toEqual([
        'Name can only contain letters, spaces, hyphens and apostrophes',
      ])
  })
})

describe('phone', () => {
  it('is optional', () => {
    expect(messagesOf(phoneSchema, '')).toEqual([])
    expect(messagesOf(phoneSchema, undefined)).toEqual([])
  })
  it('is digits with an optional leading plus, up to 16 digits', () => {
    expect(parsed(phoneSchema, '+1 (416) 555-0100')).toBe('+14165550100')
    expect(messagesOf(phoneSchema, '1234567890123456')).toEqual([])
    expect(messagesOf(phoneSchema, '12345678901234567')).toEqual([
      'Please enter a valid phone number',
    ])
    expect(messagesOf(phoneSchema, '416-CALL-NOW')).toEqual(['Please enter a valid phone number'])
    expect(messagesOf(phoneSchema, '1+416')).toEqual(['Please enter a valid phone number'])
  })
})

describe('url', () => {
  it('is optional and must start with http:// or https://', () => {
    expect(messagesOf(urlSchema, '')).toEqual([])
    expect(messagesOf(urlSchema, 'https://craftlink.ca/work')).toEqual([])
    expect(messagesOf(urlSchema, 'http://localhost:4173')).toEqual([])
    const message = 'Please enter a valid URL starting with http:// or https://'
    expect(messagesOf(urlSchema, 'craftlink.ca')).toEqual([message])
    expect(messagesOf(urlSchema, 'ftp://craftlink.ca')).toEqual([message])
    expect(messagesOf(urlSchema, 'https://')).toEqual([message])
  })
})

describe('generic and rich text', () => {
  it('uses N in its messages', () => {
    expect(messagesOf(textSchema(5, 10), 'abc')).toEqual(['Text must be at least 5 characters'])
    expect(messagesOf(textSchema(5, 10), 'abcdefghijk')).toEqual([
      'Text cannot exceed 10 characters',
    ])
    expect(messagesOf(richTextSchema(50, 60), 'short')).toEqual([
      'Content must be at least 50 characters',
    ])
    expect(messagesOf(richTextSchema(1, 3), 'long')).toEqual(['Content cannot exceed 3 characters'])
  })
  it('strips tags and special characters and collapses whitespace before counting', () => {
    expect(sanitiseText('  <b>Roof</b>   repair\n\tnow<script>x</script> ')).toBe(
      'Roof repair now x',
    )
    expect(messagesOf(textSchema(5, 200), '<p>  ab </p>')).toEqual([
      'Text must be at least 5 characters',
    ])
    expect(sanitiseRichText('Line  one\r\n\r\n\r\n\r\nLine <i>two</i>\u200B')).toBe(
      'Line one\n\nLine two',
    )
    expect(parsed(textSchema(1, 50), "I've got 10 years' experience & tools")).toBe(
      "I've got 10 years' experience & tools",
    )
  })
})

describe('numbers', () => {
  it('are required and numeric', () => {
    expect(messagesOf(numberSchema(), '')).toEqual(['This field is required'])
    expect(messagesOf(numberSchema(), undefined)).toEqual(['This field is required'])
    expect(messagesOf(numberSchema(), 'abc')).toEqual(['Please enter a valid number'])
    expect(messagesOf(numberSchema(), '0x10')).toEqual(['Please enter a valid number'])
    expect(parsed(numberSchema(), ' 42.5 ')).toBe(42.5)
  })
  it('positive means above 0', () => {
    expect(messagesOf(positiveNumberSchema(), '0')).toEqual(['Value must be greater than 0'])
    expect(messagesOf(positiveNumberSchema(), -3)).toEqual(['Value must be greater than 0'])
    expect(messagesOf(positiveNumberSchema(), '0.01')).toEqual([])
  })
  it('whole numbers are optional but whole', () => {
    expect(messagesOf(optionalWholeNumberSchema(), '')).toEqual([])
    expect(messagesOf(optionalWholeNumberSchema(), '12')).toEqual([])
    expect(messagesOf(optionalWholeNumberSchema(), '12.5')).toEqual(['Please enter a valid number'])
  })
})

describe('dates', () => {
  const now = () => new Date(2026, 10, 21, 19, 0, 0)
  it('are YYYY-MM-DD calendar dates', () => {
    expect(messagesOf(dateSchema, '')).toEqual(['Date is required'])
    expect(messagesOf(dateSchema, '2026-02-29')).toEqual(['Please enter a valid date'])
    expect(messagesOf(dateSchema, '21/11/2026')).toEqual(['Please enter a valid date'])
    expect(messagesOf(dateSchema, '2028-02-29')).toEqual([])
  })
  it('future dates are after now (controlled clock)', () => {
    expect(messagesOf(futureDateSchema(now), '2026-11-21')).toEqual(['Date must be in the future'])
    expect(messagesOf(futureDateSchema(now), '2026-11-20')).toEqual(['Date must be in the future'])
    expect(messagesOf(futureDateSchema(now), '2026-11-22')).toEqual([])
    expect(messagesOf(futureDateSchema(now), '')).toEqual(['Date is required'])
    expect(messagesOf(futureDateSchema(now), '2026-13-01')).toEqual(['Please enter a valid date'])
  })
})
