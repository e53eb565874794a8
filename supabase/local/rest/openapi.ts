// GET /rest/v1/: a small OpenAPI (Swagger 2.0) description of the exposed tables and functions,
// enough for tools that list what the API offers.
import type { SchemaCache } from './schema-cache.ts'

export async function openApi(cache: SchemaCache, apiUrl: string): Promise<Response> {
  const url = new URL(apiUrl || 'http://127.0.0.1')
  const paths: Record<string, object> = { '/': {} }
  const definitions: Record<string, object> = {}
  for (const rel of cache.relations.values()) {
    paths[`/${rel.name}`] = {
      get: {},
      ...(rel.kind === 'v' ? {} : { post: {}, patch: {}, delete: {} }),
    }
    definitions[rel.name] = {
      type: 'object',
      required: rel.columnOrder.filter((c) => {
        const col = rel.columns.get(c)
        return col !== undefined && !col.nullable && !col.hasDefault
      }),
      properties: Object.fromEntries(
        rel.columnOrder.map((c) => [c, { format: rel.columns.get(c)?.type ?? 'text' }]),
      ),
    }
  }
  for (const name of cache.functions.keys()) paths[`/rpc/${name}`] = { post: {}, get: {} }
  const doc = {
    swagger: '2.0',
    info: { title: 'CraftLink local REST API', version: '12.2.3' },
    host: url.host,
    basePath: '/rest/v1',
    schemes: [url.protocol.replace(':', '')],
    consumes: ['application/json', 'application/vnd.pgrst.object+json'],
    produces: ['application/json', 'application/vnd.pgrst.object+json'],
    paths,
    definitions,
  }
  return new Response(JSON.stringify(doc), {
    headers: { 'Content-Type': 'application/openapi+json; charset=utf-8' },
  })
}
