// The dev mailbox: every email the local backend "sends" is stored in the database (table
// _local.mail, outside the API schemas), so it survives restarts and can be read at /_dev/mail.
import type { Db, Mailbox, SentMail } from '../types.ts'

const SCHEMA_SQL = `
  create schema if not exists _local;
  revoke all on schema _local from public;
  create table if not exists _local.mail (
    id uuid primary key default gen_random_uuid(),
    "to" text not null,
    subject text not null,
    text text not null,
    html text not null,
    links jsonb not null default '[]'::jsonb,
    created_at timestamptz not null default clock_timestamp()
  );
  create index if not exists mail_to_created_at_idx on _local.mail (lower("to"), created_at desc);
`

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

function decodeEntities(s: string): string {
  return s.replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, code: string) => {
    if (code.startsWith('#x') || code.startsWith('#X'))
      return String.fromCodePoint(Number.parseInt(code.slice(2), 16))
    if (code.startsWith('#')) return String.fromCodePoint(Number(code.slice(1)))
    return ENTITIES[code.toLowerCase()] ?? whole
  })
}

/** Every http(s) link of a message: hrefs of the HTML part and bare URLs of the text part. */
export function extractLinks(text: string, html: string): string[] {
  const found: string[] = []
  for (const m of html.matchAll(/href\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)) {
    found.push(decodeEntities(m[1] ?? m[2] ?? ''))
  }
  for (const m of text.matchAll(/https?:\/\/[^\s"'<>]+/g)) found.push(m[0].replace(/[.,;:)]+$/, ''))
  return [...new Set(found.filter((l) => /^https?:\/\//i.test(l)))]
}

export function createMailbox(db: Db): Mailbox {
  let ready: Promise<void> | null = null
  const ensure = (): Promise<void> => {
    ready ??= db
      .transaction(async (tx) => {
        await tx.exec(SCHEMA_SQL)
      })
      .catch((error: unknown) => {
        ready = null
        throw error
      })
    return ready
  }

  return {
    async send(mail) {
      await ensure()
      const links = extractLinks(mail.text, mail.html)
      const row = await db.transaction((tx) =>
        tx.query<{ mail: SentMail }>(
          `insert into _local.mail as m ("to", subject, text, html, links) values ($1, $2, $3, $4, $5::jsonb)
           returning to_jsonb(m.*) as mail`,
          [mail.to, mail.subject, mail.text, mail.html, JSON.stringify(links)],
        ),
      )
      const sent = row.rows[0]!.mail
      console.info(`[mail] to ${sent.to}: ${sent.subject}${links[0] ? ` ${links[0]}` : ''}`)
      return sent
    },
    async list(to) {
      await ensure()
      const res = await db.transaction((tx) =>
        tx.query<{ mail: SentMail }>(
          `select to_jsonb(m.*) as mail from _local.mail m
           where $1::text is null or lower(m."to") = lower($1)
           order by m.created_at desc, m.id desc`,
          [to ?? null],
        ),
      )
      return res.rows.map((r) => r.mail)
    },
  }
}
