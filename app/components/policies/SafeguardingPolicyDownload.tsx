import { Icon } from '../sections/Icon'
import { downloadButtonClass, PolicyDownloadLink } from './PolicyDownloadLink'

/** The button on /safeguarding. With JavaScript, a missing file is reported by a toast (SPEC §8). */
export function SafeguardingPolicyDownload() {
  return (
    <PolicyDownloadLink type="safeguarding" className={downloadButtonClass}>
      <Icon name="download" />
      Download Full Safeguarding Policy (PDF)
    </PolicyDownloadLink>
  )
}
