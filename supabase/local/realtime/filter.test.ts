import { describe, expect, it } from 'vitest'
import { FilterError, filterSql, parseFilter } from './filter.ts'

const cols = new Set(['id', 'name', 'n', 'done'])

describe('postgres_changes filters', () => {
  it('parses every operator, not., quoted values and in lists', () => {
    expect(parseFilter('n=gte.3')).toEqual([
      { column: 'n', op: 'gte', negate: false, values: ['3'] },
    ])
    expect(parseFilter('name=not.eq."a,b"')).toEqual([
      { column: 'name', op: 'eq', negate: true, values: ['a,b'] },
    ])
    expect(parseFilter('id=in.(1,"x,y",3)')).toEqual([
      { column: 'id', op: 'in', negate: false, values: ['1', 'x,y', '3'] },
    ])
    expect(parseFilter('n=gt.1,name=like.a*')).toHaveLength(2)
    expect(parseFilter('')).toEqual([])
  })

  it('rejects malformed filters', () => {
    expect(() => parseFilter('nonsense')).toThrow(FilterError)
    expect(() => parseFilter('n=between.1')).toThrow(/operator/)
    expect(() => parseFilter('id=in.1,2')).toThrow(/in expects/)
    expect(() => parseFilter('name=eq."open')).toThrow(/unbalanced/)
  })

  it('compiles to SQL with quoted identifiers and escaped literals only', () => {
    expect(filterSql(parseFilter("name=eq.o'brien"), cols)).toBe(
      `coalesce((r."name" = 'o''brien'), false)`,
    )
    expect(filterSql(parseFilter('done=is.true,id=in.(1,2)'), cols)).toBe(
      `coalesce((r."done" is true), false) and coalesce((r."id" in ('1', '2')), false)`,
    )
    expect(filterSql(parseFilter('name=not.ilike.*x*'), cols)).toBe(
      `(not coalesce((r."name" ilike '%x%'), false))`,
    )
    expect(() => filterSql(parseFilter('secret=eq.1'), cols)).toThrow(/unknown column/)
    expect(() => filterSql(parseFilter('done=is.maybe'), cols)).toThrow(/invalid filter value/)
  })
})
