import { PROBLEM_WORDS, type SiteProblem, type SiteProblemKind } from '../app/lib/admin/site-health.ts'
import { renderAccountEmail } from './account.tsx'

type Site = { churchName: string; dashboardUrl: string }

const EVERY_ADMINISTRATOR = 'Every administrator of the website gets this e-mail once when a problem starts, and once when it ends.'

/** Tells the administrators that something is wrong with the website, and what to do. */
export function siteProblemStartedEmail({ churchName, dashboardUrl, problem }: Site & { problem: SiteProblem }) {
  return renderAccountEmail(`Needs attention: ${problem.summary.toLowerCase()} on the ${churchName} website`, {
    churchName,
    heading: problem.summary,
    paragraphs: [problem.detail, problem.advice, 'The dashboard says so until it is put right.'],
    action: { label: 'Open the dashboard', url: dashboardUrl },
    footer: EVERY_ADMINISTRATOR,
  })
}

/** Tells the administrators that a problem they were told of is over. */
export function siteProblemEndedEmail({ churchName, dashboardUrl, kind, startedOn }: Site & { kind: SiteProblemKind; startedOn: string }) {
  const words = PROBLEM_WORDS[kind]
  return renderAccountEmail(`All is well again: ${words.ended.toLowerCase()} on the ${churchName} website`, {
    churchName,
    heading: 'All is well again',
    paragraphs: [`${words.ended}. The website reported on ${startedOn} that ${words.started.toLowerCase()}; nothing more needs doing.`],
    action: { label: 'Open the dashboard', url: dashboardUrl },
    footer: EVERY_ADMINISTRATOR,
  })
}
