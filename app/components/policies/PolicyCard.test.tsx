import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { GiftAidDownload } from './GiftAidDownload'
import { PolicyCard } from './PolicyCard'

const file = { file_path: '/api/policy-files/privacy/download', file_name: 'Privacy <2025>.pdf', file_size: 51_712 }

describe('PolicyCard', () => {
  it('offers the PDF as a plain download link with its name and size in KB', () => {
    const html = renderToString(
      <PolicyCard type="privacy" description={<p>About privacy.</p>} comingSoonNote="This document will be available soon." file={file} />,
    )
    expect(html).toContain('href="/api/policy-files/privacy/download" download="privacy_policy.pdf"')
    expect(html).toContain('Download PDF')
    expect(html).toContain('Privacy &lt;2025&gt;.pdf<!-- --> (<!-- -->51 KB<!-- -->)')
    expect(html).not.toContain('Coming Soon')
  })

  it('shows a disabled Coming Soon button and a note when there is no file', () => {
    const html = renderToString(
      <PolicyCard type="health_safety" description={<p>About safety.</p>} comingSoonNote="This document will be available soon." file={null} />,
    )
    expect(html).toMatch(/<button type="button" disabled=""[^>]*>Coming Soon<\/button>/)
    expect(html).toContain('This document will be available soon.')
    expect(html).not.toContain('<a ')
  })
})

describe('GiftAidDownload', () => {
  it('opens the form in a new tab when there is one', () => {
    const html = renderToString(<GiftAidDownload file={{ ...file, file_path: '/api/policy-files/gift_aid/download' }} />)
    expect(html).toContain('href="/api/policy-files/gift_aid/download" target="_blank" rel="noopener"')
    expect(html).toContain('Download Gift Aid Form')
  })

  it('says the form will come once the admin team uploads it', () => {
    expect(renderToString(<GiftAidDownload file={null} />)).toContain('will be available once uploaded by the admin team')
  })
})
