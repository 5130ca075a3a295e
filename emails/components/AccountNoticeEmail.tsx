import { Text } from '@react-email/components'
import { EmailShell } from './EmailShell.tsx'

type AccountNoticeEmailProps = { churchName: string; heading: string; change: string; when: Date; siteUrl: string }

const londonTime = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', dateStyle: 'full', timeStyle: 'short' })

const styles = {
  text: { fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' },
}

/** Tells an administrator that the way they sign in has changed, and what to do if it was not them. */
export function AccountNoticeEmail({ churchName, heading, change, when, siteUrl }: AccountNoticeEmailProps) {
  return (
    <EmailShell churchName={churchName} preview={change} heading={heading}>
      <Text style={styles.text}>
        {change} ({londonTime.format(when)}).
      </Text>
      <Text style={styles.text}>
        If this was you, there is nothing to do. If it was not, sign in at {siteUrl}/admin/account and check your passkeys and authenticator app, change your
        password, or ask whoever hosts the site to reset your second factor.
      </Text>
    </EmailShell>
  )
}
