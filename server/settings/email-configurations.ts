import { FORM_TYPES, FORMS } from '../../app/lib/forms/forms.ts'
import type { EmailConfiguration, EmailConfigurationInput } from '../../app/lib/mail/email-configuration-schema.ts'
import { isUuid } from '../../app/lib/site/uuid.ts'
import { sql } from '../../db/client.ts'
import { recordAudit } from '../audit/audit-log.ts'

/** The recipient of each form, in the order the dashboard lists the forms. */
export async function listEmailConfigurations(): Promise<EmailConfiguration[]> {
  return sql()<EmailConfiguration[]>`
    select id, form_type, email_address, display_name,
      to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as updated_at
    from email_configurations
    order by array_position(${sql().array(FORM_TYPES)}::text[], form_type)`
}

/** Sets the recipient of one form: one row per form type, created or replaced. */
export async function saveEmailConfiguration(input: EmailConfigurationInput, actorEmail: string): Promise<EmailConfiguration> {
  return sql().begin(async (tx) => {
    const [saved] = await tx<EmailConfiguration[]>`
      insert into email_configurations (form_type, email_address, display_name)
      values (${input.form_type}, ${input.email_address}, ${input.display_name})
      on conflict (form_type) do update
        set email_address = excluded.email_address, display_name = excluded.display_name, updated_at = now()
      returning id, form_type, email_address, display_name,
        to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as updated_at`
    await recordAudit(
      {
        actorEmail,
        action: 'email_configuration.save',
        detail: `${FORMS[input.form_type].label} now goes to ${input.display_name} <${input.email_address}>`,
      },
      tx,
    )
    return saved!
  })
}

/** True when a configuration was deleted, false when there was none with that id. */
export async function deleteEmailConfiguration(id: string, actorEmail: string): Promise<boolean> {
  if (!isUuid(id)) return false
  return sql().begin(async (tx) => {
    const [deleted] = await tx<Pick<EmailConfiguration, 'form_type' | 'email_address'>[]>`
      delete from email_configurations where id = ${id} returning form_type, email_address`
    if (!deleted) return false
    await recordAudit(
      {
        actorEmail,
        action: 'email_configuration.delete',
        detail: `Removed ${deleted.email_address} as the recipient of the ${FORMS[deleted.form_type].label}`,
      },
      tx,
    )
    return true
  })
}
