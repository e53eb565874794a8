// Unit tests of the PostgREST query grammar and its SQL translation (pure functions).
import { describe, expect, it } from 'vitest'
import { parseFilterValue, parseList, parseLogicTree, splitTopLevel } from './parse-filter.ts'
import { parseOrder, parseQuery } from './parse-query.ts'
import { parseSelect } from './parse-select.ts'
import { parsePrefer } from './prefer.ts'
import { conditionSql, Params, selectListSql } from './sql.ts'

const col = (name: string) => ({ name, path: [] })

describe('splitting and lists', () => {
  it('splits on commas outside quotes and parentheses', () => {
    expect(splitTopLevel('a.eq.1,and(b.gt.2,c.lt.3),"x,y".eq."p,q"')).toEqual([
      'a.eq.1',
      'and(b.gt.2,c.lt.3)',
      '"x,y".eq."p,q"',
    ])
  })
  it('parses in-lists with quoted values and escapes', () => {
    expect(parseList('(1, "a,b","say \\"hi\\"")')).toEqual(['1', 'a,b', 'say "hi"'])
  })
  it('rejects unbalanced input', () => {
    expect(() => splitTopLevel('a,(b')).toThrow(/Unbalanced/)
    expect(() => splitTopLevel('"abc')).toThrow(/Unterminated/)
  })
})

describe('filters and trees', () => {
  it('keeps dots and colons in values', () => {
    expect(parseFilterValue(col('m'), 'gt.2024-01-01T00:00:01.5+00:00')).toMatchObject({
      op: 'gt',
      value: '2024-01-01T00:00:01.5+00:00',
    })
  })
  it('reads not., quantifiers and fts configs', () => {
    expect(parseFilterValue(col('a'), 'not.in.(1,2)')).toMatchObject({ negate: true, op: 'in' })
    expect(parseFilterValue(col('a'), 'like(any).{a*,b*}')).toMatchObject({
      op: 'like',
      modifier: 'any',
    })
    expect(parseFilterValue(col('a'), 'fts(english).cat')).toMatchObject({
      op: 'fts',
      modifier: 'english',
    })
    expect(() => parseFilterValue(col('a'), 'in(any).x')).toThrow()
    expect(() => parseFilterValue(col('a'), 'eq')).toThrow()
  })
  it('parses nested trees with quoted identifiers', () => {
    const tree = parseLogicTree('or', false, '("_modified".gt.M,and("_modified".eq.M,"id".gt.7))')
    expect(tree.items[0]).toMatchObject({ column: { name: '_modified' }, op: 'gt', value: 'M' })
    expect(tree.items[1]).toMatchObject({
      kind: 'and',
      items: [{ op: 'eq' }, { column: { name: 'id' }, value: '7' }],
    })
  })
})

describe('select, order, query', () => {
  it('parses aliases, casts and JSON paths', () => {
    expect(parseSelect('id, label:name, qty::text, data->a->>b').columns).toEqual([
      { star: false, column: col('id'), alias: null, cast: null },
      { star: false, column: col('name'), alias: 'label', cast: null },
      { star: false, column: col('qty'), alias: null, cast: 'text' },
      {
        star: false,
        column: {
          name: 'data',
          path: [
            { arrow: '->', key: 'a' },
            { arrow: '->>', key: 'b' },
          ],
        },
        alias: null,
        cast: null,
      },
    ])
    expect(() => parseSelect('id::text;drop')).toThrow()
  })
  it('parses multi-column order with nulls', () => {
    expect(parseOrder('a.desc.nullslast,"b c".asc,d')).toEqual([
      { column: col('a'), descending: true, nulls: 'last' },
      { column: col('b c'), descending: false, nulls: null },
      { column: col('d'), descending: false, nulls: null },
    ])
  })
  it('separates reserved parameters from filters', () => {
    const q = parseQuery(
      new URLSearchParams('select=*&limit=5&offset=2&a=eq.1&on_conflict=id&columns="x","y"'),
    )
    expect(q).toMatchObject({
      limit: 5,
      offset: 2,
      onConflict: ['id'],
      columns: ['x', 'y'],
      plain: [['a', 'eq.1']],
    })
  })
})

describe('SQL', () => {
  it('binds every value and quotes identifiers', () => {
    const params = new Params()
    const sql = conditionSql(parseFilterValue(col('na"me'), "eq.x'; drop table t"), params)
    expect(sql).toBe('"na""me" = $1')
    expect(params.values).toEqual(["x'; drop table t"])
    expect(selectListSql(parseSelect('n:data->>k').columns, null)).toBe(`"data"->>'k' as "n"`)
  })
  it('turns the RxDB checkpoint tree into a row comparison', () => {
    const params = new Params()
    const tree = parseLogicTree('or', false, '("_modified".gt.M,and("_modified".eq.M,"id".gt.7))')
    expect(conditionSql(tree, params)).toBe('("_modified", "id") > ($1, $2)')
    expect(params.values).toEqual(['M', '7'])
    const other = parseLogicTree('or', false, '(a.gt.M,and(a.eq.N,id.gt.7))')
    expect(conditionSql(other, new Params())).toContain(' or ')
  })
})

describe('Prefer', () => {
  it('reads every preference PostgREST honours and echoes them', () => {
    const p = parsePrefer(
      'return=representation, count=exact, resolution=merge-duplicates, missing=default, tx=rollback, x=y',
    )
    expect(p).toMatchObject({
      return: 'representation',
      count: 'exact',
      resolution: 'merge-duplicates',
      missingDefault: true,
      rollback: true,
    })
    expect(p.invalid).toEqual(['x=y'])
    expect(p.applied).toEqual([
      'return=representation',
      'count=exact',
      'resolution=merge-duplicates',
      'missing=default',
      'tx=rollback',
    ])
  })
})
