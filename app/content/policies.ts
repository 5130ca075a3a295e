// Sample values: the descriptions below are placeholder wording for the church to review.
import type { PolicyType } from '../lib/policies/policy-types.ts'

type PolicyCardContent = { type: PolicyType; paragraphs: string[] }

/** The three public policy cards of /policies, in order. */
export const publicPolicyCards: PolicyCardContent[] = [
  {
    type: 'safeguarding',
    paragraphs: [
      'We are committed to the safety and wellbeing of children, young people and adults at risk in every part of church life.',
      'Our safeguarding policy sets out how we recruit and support volunteers safely, how to raise a concern, and how we respond to it.',
    ],
  },
  {
    type: 'privacy',
    paragraphs: [
      'We respect your privacy and look after your personal information in line with UK data protection law (UK GDPR).',
      'Our privacy policy explains what we collect when you contact us or take part in church life, why we keep it, and your rights.',
    ],
  },
  {
    type: 'health_safety',
    paragraphs: [
      'We want everyone who comes to our building and our events to be safe, whether for a Sunday service, a community group or a hall hire.',
      'Our health and safety policy covers fire safety, first aid, risk assessment and the responsibilities of staff, volunteers and hirers.',
    ],
  },
]

export const comingSoonNote = 'This document will be available soon.'
