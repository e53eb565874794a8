// The server's notifications are written in the language the app shows (issue 38): from the
// names their data carries, in the catalogue's words; anything else keeps the server's words.
import { beforeAll, describe, expect, it } from 'vitest'
import { i18n } from '../../../src/i18n/index.ts'
import { frCA } from '../../../src/i18n/fr-CA/index.ts'
import {
  notificationText,
  type Translate,
} from '../../../src/features/notifications/notification-text.ts'

const stored = { title: 'Stored title', message: 'Stored message' }
const application = (status: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    job_id: 'j1',
    application_id: 'a1',
    status,
    job_title: 'Residential Electrician',
    applicant_name: 'Marc Tremblay',
    ...extra,
  })

let english: Translate
let french: Translate

beforeAll(() => {
  for (const [ns, texts] of Object.entries(frCA)) i18n.addResourceBundle('fr-CA', ns, texts)
  english = i18n.getFixedT('en') as unknown as Translate
  french = i18n.getFixedT('fr-CA') as unknown as Translate
})

describe('notification texts', () => {
  it('writes a new application in English as the server does, and in French', () => {
    const data = application('submitted')
    expect(notificationText('application_received', data, stored, english)).toEqual({
      title: 'New application',
      message: 'Marc Tremblay applied to Residential Electrician',
    })
    expect(notificationText('application_received', data, stored, french)).toEqual({
      title: 'Nouvelle candidature',
      message: 'Marc Tremblay a posé sa candidature pour «\u00a0Residential Electrician\u00a0»',
    })
  })

  it('names an applicant without a name in the reader’s language', () => {
    const data = application('withdrawn', { applicant_name: null })
    expect(notificationText('application_status', data, stored, english).message).toBe(
      'A craftsman withdrew their application to Residential Electrician',
    )
    expect(notificationText('application_status', data, stored, french).message).toBe(
      'Une personne de métier a retiré sa candidature pour «\u00a0Residential Electrician\u00a0»',
    )
  })

  it.each([
    ['viewed', 'Candidature consultée'],
    ['shortlisted', 'Candidature présélectionnée'],
    ['accepted', 'Candidature acceptée'],
    ['rejected', 'Candidature non retenue'],
  ])('writes the status %s for the applicant', (status, title) => {
    const words = notificationText('application_status', application(status), stored, french)
    expect(words.title).toBe(title)
    expect(words.message).toContain('«\u00a0Residential Electrician\u00a0»')
  })

  it('writes a decided role request with the role’s name', () => {
    const approved = JSON.stringify({
      request_id: 'r1',
      role: 'workshop_owner',
      status: 'approved',
    })
    expect(notificationText('role_request', approved, stored, english)).toEqual({
      title: 'Role request approved',
      message: 'You can now use the Workshop Owner role',
    })
    const declined = JSON.stringify({ request_id: 'r1', role: 'unknown_role', status: 'rejected' })
    expect(notificationText('role_request', declined, stored, french).message).toBe(
      'Votre demande pour le rôle Unknown Role a été refusée',
    )
  })

  it('writes a notification named by its kind, counting its points', () => {
    const welcome = JSON.stringify({ link: '/profile', kind: 'welcome' })
    expect(notificationText('system', welcome, stored, french).title).toBe(
      'Bienvenue sur CraftLink',
    )
    const earned = (points: number) => JSON.stringify({ points, kind: 'profileComplete' })
    expect(notificationText('achievement', earned(50), stored, english)).toEqual({
      title: 'Profile complete',
      message: 'You earned 50 craft points for completing your profile.',
    })
    expect(notificationText('achievement', earned(1), stored, french).message).toBe(
      'Vous avez gagné 1\u00a0point de métier en complétant votre profil.',
    )
    const unnamed = JSON.stringify({ kind: 'profileComplete' })
    expect(notificationText('achievement', unnamed, stored, french)).toEqual(stored)
  })

  it('keeps the server’s words when the data lacks the names, or the kind is not its own', () => {
    const older = JSON.stringify({ job_id: 'j1', application_id: 'a1', status: 'viewed' })
    expect(notificationText('application_status', older, stored, french)).toEqual(stored)
    expect(notificationText('application_status', 'not json', stored, french)).toEqual(stored)
    expect(notificationText('system', application('viewed'), stored, french)).toEqual(stored)
  })

  it('writes a chat notification: the sender, how many, the last text (issue 32)', () => {
    const data = (count: number, extra: Record<string, unknown> = {}) =>
      JSON.stringify({
        kind: 'message',
        conversation_id: 'c1',
        message_id: 'm1',
        sender_name: 'Priya Sharma',
        title: null,
        count,
        preview: 'When can you start?',
        ...extra,
      })
    expect(notificationText('message', data(1), stored, english)).toEqual({
      title: 'New message from Priya Sharma',
      message: 'When can you start?',
    })
    expect(notificationText('message', data(3), stored, french)).toEqual({
      title: '3 nouveaux messages de Priya Sharma',
      message: 'When can you start?',
    })
    expect(
      notificationText('message', data(2, { title: 'Crew', preview: '' }), stored, english),
    ).toEqual({
      title: '2 new messages in Crew',
      message: 'Sent a photo or file',
    })
  })
})
