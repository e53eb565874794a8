import { describe, expect, it } from 'vitest'
import { parseTemplate, renderTemplate } from './go-template.ts'

const render = (source: string, data: Record<string, unknown>, escape = (s: string) => s) =>
  renderTemplate(parseTemplate(source), data, escape)

describe('the Go template subset of the email templates', () => {
  it('fills fields and metadata, escaping values only', () => {
    expect(
      render(
        '<a href="{{ .ConfirmationURL }}">{{.Data.name}}</a>',
        {
          ConfirmationURL: 'https://x.test/v?a=1&b=2',
          Data: { name: '<Julie>' },
        },
        (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;'),
      ),
    ).toBe('<a href="https://x.test/v?a=1&amp;b=2">&lt;Julie&gt;</a>')
  })

  it('chooses a branch by the metadata, missing values counting as empty', () => {
    const t = '{{ if eq .Data.language "fr" }}Bonjour{{ else }}Hello{{ end }} {{ .Token }}'
    expect(render(t, { Data: { language: 'fr' }, Token: '123456' })).toBe('Bonjour 123456')
    expect(render(t, { Data: { language: 'en' }, Token: '123456' })).toBe('Hello 123456')
    expect(render(t, { Data: {}, Token: '1' })).toBe('Hello 1')
    expect(render('{{ if .Data.name }}named{{ end }}.', { Data: {} })).toBe('.')
  })

  it('refuses what it cannot render, so a bad template stops start-up', () => {
    expect(() => parseTemplate('{{ .ConfirmationURL | html }}')).toThrow(/Unsupported/)
    expect(() => parseTemplate('{{ if eq .Data.language "fr" }}x')).toThrow(/end/)
    expect(() => parseTemplate('x{{ end }}')).toThrow(/without/)
    expect(() => parseTemplate('{{ else }}')).toThrow(/outside/)
  })
})
