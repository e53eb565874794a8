// The part of Go's template language that Supabase's email templates use: {{ .Field }},
// {{ .Data.key }} (the user's metadata) and {{ if eq .Data.key "value" }}…{{ else }}…{{ end }}.
// Hosted auth renders supabase/templates/*.html with Go itself; the local backend renders the same
// files with this, so both send the same words. Anything else in a template stops start-up.

export type TemplateData = Record<string, unknown>
type Node =
  | { kind: 'text'; text: string }
  | { kind: 'value'; path: string[] }
  | { kind: 'if'; test: Test; then: Node[]; else: Node[] }
type Test = { path: string[]; equals: string | null }

const ACTION = /\{\{-?\s*(.*?)\s*-?\}\}/gs
const PATH = /^\.([A-Za-z_]\w*)(?:\.([A-Za-z_]\w*))?$/

function pathOf(source: string, action: string): string[] {
  const m = PATH.exec(source)
  if (!m) throw new Error(`Unsupported template action {{ ${action} }}`)
  return m[2] ? [m[1]!, m[2]] : [m[1]!]
}

function testOf(source: string, action: string): Test {
  const eq = /^eq\s+(\S+)\s+"([^"]*)"$/.exec(source)
  if (eq) return { path: pathOf(eq[1]!, action), equals: eq[2]! }
  return { path: pathOf(source, action), equals: null }
}

/** Parses a template; throws on anything outside the supported part. */
export function parseTemplate(source: string): Node[] {
  const root: Node[] = []
  const stack: Array<{ node: Extract<Node, { kind: 'if' }>; inElse: boolean }> = []
  const target = () => {
    const top = stack.at(-1)
    return top ? (top.inElse ? top.node.else : top.node.then) : root
  }
  let last = 0
  for (const m of source.matchAll(ACTION)) {
    if (m.index > last) target().push({ kind: 'text', text: source.slice(last, m.index) })
    last = m.index + m[0].length
    const action = m[1]!.trim()
    if (action.startsWith('if ')) {
      const node = {
        kind: 'if' as const,
        test: testOf(action.slice(3).trim(), action),
        then: [],
        else: [],
      }
      target().push(node)
      stack.push({ node, inElse: false })
    } else if (action === 'else') {
      const top = stack.at(-1)
      if (!top || top.inElse) throw new Error('{{ else }} outside an {{ if }}')
      top.inElse = true
    } else if (action === 'end') {
      if (!stack.pop()) throw new Error('{{ end }} without an {{ if }}')
    } else {
      target().push({ kind: 'value', path: pathOf(action, action) })
    }
  }
  if (stack.length > 0) throw new Error('{{ if }} without its {{ end }}')
  if (last < source.length) target().push({ kind: 'text', text: source.slice(last) })
  return root
}

function lookup(data: TemplateData, path: string[]): unknown {
  let value: unknown = data
  for (const key of path) {
    value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined
  }
  return value
}

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value))

/** Renders parsed nodes; `escape` is applied to every value (HTML for the body, none for the subject). */
export function renderTemplate(
  nodes: Node[],
  data: TemplateData,
  escape: (s: string) => string,
): string {
  let out = ''
  for (const node of nodes) {
    if (node.kind === 'text') out += node.text
    else if (node.kind === 'value') out += escape(text(lookup(data, node.path)))
    else {
      const value = lookup(data, node.test.path)
      const pass = node.test.equals === null ? Boolean(value) : text(value) === node.test.equals
      out += renderTemplate(pass ? node.then : node.else, data, escape)
    }
  }
  return out
}
