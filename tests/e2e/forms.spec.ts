import { randomBytes } from 'node:crypto'
import type { Locator, Page } from '@playwright/test'
import { axeViolations } from './axe'
import { expect, siteOrigin, test } from './fixtures'

/** Each test posts from an address of its own, so the per-address rate limit never carries over. */
async function useOwnAddress(page: Page) {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `10.9.${randomBytes(2).join('.')}` })
}

const unique = (label: string) => `${label} ${randomBytes(3).toString('hex')}`

function toast(page: Page) {
  return page.getByTestId('toast')
}

/** Fills in the contact form's three fields. */
async function fillContactForm(form: Locator, fields: { name: string; email: string; message: string }) {
  await form.getByLabel('Name').fill(fields.name)
  await form.getByLabel('Email').fill(fields.email)
  await form.getByLabel('Message').fill(fields.message)
}

/** Turns off the browser's own checks of the form (required, pattern, e-mail type), as a browser without them would send it. */
async function skipBrowserChecks(form: Locator) {
  await form.evaluate((element: HTMLFormElement) => {
    element.noValidate = true
  })
}

/** Holds the answer to a request until released, so a state in between can be seen. */
async function holdApi(page: Page, path: string | RegExp) {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(path, async (route) => {
    await released
    await route.continue()
  })
  return release
}

test.describe('forms with JavaScript', () => {
  test.beforeEach(async ({ page }) => useOwnAddress(page))

  test('contact: Sending... while busy, the success toast with the server message, every field cleared, the message stored and queued', async ({
    page,
    db,
  }) => {
    const name = unique('Jane Contact')
    await page.goto('/contact')
    const form = page.getByRole('form', { name: 'Send us a message' })
    await fillContactForm(form, { name: name, email: 'jane@example.com', message: 'Hello!\nWhat time is the service?' })
    const release = await holdApi(page, '**/api/contact')
    await form.getByRole('button', { name: 'Send Message' }).click()

    const busy = form.getByRole('button', { name: 'Sending...' })
    await expect(busy).toBeDisabled()
    release()

    await expect(toast(page)).toContainText('Message sent successfully!')
    await expect(toast(page)).toContainText('Thank you for your message. We will get back to you as soon as we can.')
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled()
    await expect(form.getByLabel('Name')).toHaveValue('')
    await expect(form.getByLabel('Email')).toHaveValue('')
    await expect(form.getByLabel('Message')).toHaveValue('')

    const rows = await db`
      select s.fields, o.subject, o.reply_to from form_submissions s join mail_outbox o on o.submission_id = s.id
      where s.fields->>'name' = ${name}`
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ subject: `New contact message from ${name}`, reply_to: 'jane@example.com' })
    expect(rows[0]!.fields.message).toBe('Hello!\nWhat time is the service?')
  })

  test('contact: a message sent before the form code has arrived is held, then sent with JavaScript, text and all', async ({ page, db }) => {
    const name = unique('Jane Early')
    const releaseCode = await holdApi(page, /\/assets\/use-form-submission-[\w-]+\.js$/)
    let posted = false
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/contact') posted = true
    })
    await page.goto('/contact')
    const form = page.getByRole('form', { name: 'Send us a message' })
    await fillContactForm(form, { name: name, email: 'jane@example.com', message: 'Typed before the form was ready' })
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(page).toHaveURL(/\/contact$/)
    expect(posted, 'no plain POST while the code is on its way').toBe(false)

    releaseCode()
    await expect(toast(page)).toContainText('Message sent successfully!')
    await expect(form.getByLabel('Name')).toHaveValue('')
    const rows = await db`select fields from form_submissions where fields->>'name' = ${name}`
    expect(rows).toHaveLength(1)
    expect(rows[0]!.fields.message).toBe('Typed before the form was ready')
    expect(posted).toBe(false)
  })

  test('contact: a blank field (after trimming) gets its toast, stays marked with its error, and nothing is sent', async ({ page }) => {
    let posted = false
    page.on('request', (request) => {
      if (request.url().endsWith('/api/contact')) posted = true
    })
    await page.goto('/contact')
    const form = page.getByRole('form', { name: 'Send us a message' })
    await fillContactForm(form, { name: 'Jane Smith', email: 'jane@example.com', message: '   ' })
    await form.getByRole('button', { name: 'Send Message' }).click()

    await expect(toast(page)).toContainText('Please fill in all fields')
    await expect(toast(page)).toContainText('All fields are required to send your message.')
    await expect(toast(page)).toHaveAttribute('data-variant', 'destructive')
    await expect(form.getByLabel('Message')).toHaveAttribute('aria-invalid', 'true')
    await expect(page.locator('#contact-message-error')).toHaveText(/Please enter your message/)
    await expect(form.getByLabel('Message')).toBeFocused()
    await expect(form).toContainText('Your message has not been sent')
    await expect(form.getByLabel('Name')).toHaveValue('Jane Smith')
    expect(posted).toBe(false)
  })

  test('contact: a name of only spaces is refused by the browser like an empty one, and nothing is sent', async ({ page }) => {
    let posted = false
    page.on('request', (request) => {
      if (request.url().endsWith('/api/contact')) posted = true
    })
    await page.goto('/contact')
    const form = page.getByRole('form', { name: 'Send us a message' })
    await fillContactForm(form, { name: '   ', email: 'jane@example.com', message: 'Hello' })
    await form.getByRole('button', { name: 'Send Message' }).click()

    const name = form.getByLabel('Name')
    expect(await name.evaluate((input: HTMLInputElement) => input.validity.patternMismatch)).toBe(true)
    await expect(name).toBeFocused()
    await expect(form.getByLabel('Message')).toHaveValue('Hello')
    expect(posted).toBe(false)
  })

  test('contact: past the browser, a name of only spaces gets the toast and is marked with its error', async ({ page }) => {
    await page.goto('/contact')
    const form = page.getByRole('form', { name: 'Send us a message' })
    await skipBrowserChecks(form)
    await fillContactForm(form, { name: '   ', email: 'jane@example.com', message: 'Hello' })
    await form.getByRole('button', { name: 'Send Message' }).click()

    await expect(toast(page)).toContainText('Please fill in all fields')
    await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true')
    await expect(page.locator('#contact-name-error')).toHaveText(/Please enter your name/)
  })

  test('contact: an e-mail the server refuses gets "Failed to send message" with the details, and the values are kept', async ({ page }) => {
    await page.goto('/contact')
    const form = page.getByRole('form', { name: 'Send us a message' })
    await fillContactForm(form, { name: 'Jane Smith', email: 'jane@example', message: 'Hello' })
    await form.getByRole('button', { name: 'Send Message' }).click()

    await expect(toast(page)).toContainText('Failed to send message')
    await expect(toast(page)).toContainText('Please enter a valid email address, such as name@example.com.')
    await expect(form.getByLabel('Email')).toHaveValue('jane@example')
    await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
    await expect(form.getByLabel('Name')).toHaveValue('Jane Smith')
  })

  test('contact: a network failure says so, and the values are kept', async ({ page }) => {
    await page.route('**/api/contact', (route) => route.abort('internetdisconnected'))
    await page.goto('/contact')
    const form = page.getByRole('form', { name: 'Send us a message' })
    await fillContactForm(form, { name: 'Jane Smith', email: 'jane@example.com', message: 'Are you open on Sunday?' })
    await form.getByRole('button', { name: 'Send Message' }).click()

    await expect(toast(page)).toContainText('Please try again or contact us directly.')
    await expect(form.getByLabel('Message')).toHaveValue('Are you open on Sunday?')
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled()
  })

  test('stay in touch: Submitting... while busy, then "Message Sent Successfully!" and cleared fields and boxes', async ({ page, db }) => {
    const name = unique('Sam Stay')
    await page.goto('/stayintouch')
    const form = page.getByRole('form', { name: 'Stay in touch' })
    await form.getByLabel('Name').fill(name)
    await form.getByLabel('Email').fill("sam.o'neill@example.co.uk")
    await form.getByLabel('Mobile').fill('07700 900123')
    await form.getByLabel('Please add me to the church WhatsApp group').check()
    await form.getByLabel('I would like to learn more about the Christian faith').check()
    const release = await holdApi(page, '**/api/stay-in-touch')
    await form.getByRole('button', { name: 'Submit' }).click()

    await expect(form.getByRole('button', { name: 'Submitting...' })).toBeDisabled()
    release()
    await expect(toast(page)).toContainText('Message Sent Successfully!')
    await expect(toast(page)).toContainText('Thank you for getting in touch. We will be in contact with you soon.')
    await expect(form.getByLabel('Name')).toHaveValue('')
    await expect(form.getByLabel('Please add me to the church WhatsApp group')).not.toBeChecked()

    const [row] = await db`select fields from form_submissions where fields->>'name' = ${name}`
    expect(row!.fields).toMatchObject({ whatsappGroup: true, visitAndPray: false, learnMore: true, mobile: '07700 900123' })
  })

  test('stay in touch: a refused answer gets the "Error" toast with the details, values kept', async ({ page }) => {
    await page.goto('/stayintouch')
    const form = page.getByRole('form', { name: 'Stay in touch' })
    await skipBrowserChecks(form)
    await form.getByLabel('Name').fill('   ')
    await form.getByLabel('Email').fill('sam@example.com')
    await form.getByLabel('Please add me to the church WhatsApp group').check()
    await form.getByRole('button', { name: 'Submit' }).click()

    await expect(toast(page)).toContainText('Error')
    await expect(toast(page)).toContainText('Please enter your name.')
    await expect(form.getByLabel('Email')).toHaveValue('sam@example.com')
    await expect(form.getByLabel('Please add me to the church WhatsApp group')).toBeChecked()
  })

  test('stay in touch: a network failure says so', async ({ page }) => {
    await page.route('**/api/stay-in-touch', (route) => route.abort('internetdisconnected'))
    await page.goto('/stayintouch')
    const form = page.getByRole('form', { name: 'Stay in touch' })
    await form.getByLabel('Name').fill('Sam')
    await form.getByLabel('Email').fill('sam@example.com')
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(toast(page)).toContainText('There was a problem sending your message. Please try again.')
    await expect(form.getByLabel('Name')).toHaveValue('Sam')
  })

  test('hall hire: Sending... while busy, then "Enquiry Sent Successfully!", cleared fields, and the e-mail reaches the mail provider', async ({
    page,
    db,
  }) => {
    const lastName = unique('Hallhire')
    const [seeded] = await db`
      insert into email_configurations (form_type, email_address, display_name) values ('hall_hire', 'bookings@example.org', 'Hall Bookings')
      on conflict (form_type) do nothing returning id`
    try {
      await page.goto('/hall-hire')
      const form = page.getByRole('form', { name: 'Hall hire enquiry' })
      await form.getByLabel('First Name').fill('Jane')
      await form.getByLabel('Last Name').fill(lastName)
      await form.getByLabel('Email').fill('jane@example.com')
      await form.getByLabel('Phone').fill('07700 900456')
      await form.getByLabel('Preferred date(s) and times').fill('Saturday 14 March, 2pm to 6pm')
      await form.getByLabel('Event details').fill('A birthday party for 25 children.')
      const release = await holdApi(page, '**/api/hall-hire')
      await form.getByRole('button', { name: 'Send Enquiry' }).click()

      await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled()
      release()
      await expect(toast(page)).toContainText('Enquiry Sent Successfully!')
      await expect(toast(page)).toContainText('Thank you for your enquiry. We will get back to you soon about availability.')
      for (const label of ['First Name', 'Last Name', 'Email', 'Phone', 'Preferred date(s) and times', 'Event details']) {
        await expect(form.getByLabel(label)).toHaveValue('')
      }

      await expect
        .poll(async () => (await db`select status from mail_outbox where subject = ${`New hall hire enquiry from Jane ${lastName}`}`)[0]?.status, {
          timeout: 10_000,
        })
        .toBe('sent')
    } finally {
      if (seeded) await db`delete from email_configurations where id = ${seeded.id}`
    }
  })

  test('hall hire: a refused answer gets the "Error" toast with the details, values kept', async ({ page }) => {
    await page.goto('/hall-hire')
    const form = page.getByRole('form', { name: 'Hall hire enquiry' })
    await form.getByLabel('First Name').fill('Jane')
    await form.getByLabel('Last Name').fill('Smith')
    await form.getByLabel('Email').fill('jane@example')
    await form.getByLabel('Phone').fill('07700 900456')
    await form.getByLabel('Preferred date(s) and times').fill('May')
    await form.getByLabel('Event details').fill('Party')
    await form.getByRole('button', { name: 'Send Enquiry' }).click()

    await expect(toast(page)).toContainText('Error')
    await expect(toast(page)).toContainText('Please enter a valid email address')
    await expect(form.getByLabel('Event details')).toHaveValue('Party')
  })

  test('hall hire: an answer with no body falls back to "Failed to send enquiry"; a network failure says so', async ({ page }) => {
    let failure: 'empty' | 'network' = 'empty'
    await page.route('**/api/hall-hire', (route) => (failure === 'empty' ? route.fulfill({ status: 500, body: '' }) : route.abort('internetdisconnected')))
    await page.goto('/hall-hire')
    const form = page.getByRole('form', { name: 'Hall hire enquiry' })
    for (const [label, value] of [
      ['First Name', 'Jane'],
      ['Last Name', 'Smith'],
      ['Email', 'jane@example.com'],
      ['Phone', '07700 900456'],
      ['Preferred date(s) and times', 'May'],
      ['Event details', 'Party'],
    ] as const) {
      await form.getByLabel(label).fill(value)
    }
    await form.getByRole('button', { name: 'Send Enquiry' }).click()
    await expect(toast(page)).toContainText('Failed to send enquiry')

    failure = 'network'
    await form.getByRole('button', { name: 'Send Enquiry' }).click()
    await expect(toast(page)).toContainText('There was a problem sending your enquiry. Please try again.')
    await expect(form.getByLabel('First Name')).toHaveValue('Jane')
  })

  test('home page: the contact section sends a message too', async ({ page }) => {
    await page.goto('/')
    const form = page.getByRole('region', { name: 'Get in Touch' }).getByRole('form', { name: 'Send us a message' })
    await fillContactForm(form, { name: unique('Home Js'), email: 'home@example.com', message: 'Hello from the home page' })
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(toast(page)).toContainText('Message sent successfully!')
    await expect(form.getByLabel('Message')).toHaveValue('')
    await expect(page).toHaveURL(/\/$/)
  })

  test('the hall-hire last name is required, its label as the spec has it; the spam trap is out of reach', async ({ page }) => {
    await page.goto('/hall-hire')
    const form = page.getByRole('form', { name: 'Hall hire enquiry' })
    await expect(form.getByLabel('Last Name')).toHaveAttribute('required', '')
    await expect(form.locator('label[for="hall-last-name"]')).toHaveText('Last Name')
    await expect(form.locator('label[for="hall-first-name"]')).toHaveText('First Name *')
    const trap = form.locator('input[name="website"]')
    await expect(trap).toHaveAttribute('tabindex', '-1')
    await expect(trap).toHaveAttribute('autocomplete', 'off')
    const box = await trap.boundingBox()
    expect(box!.x + box!.width).toBeLessThan(0)
  })
})

test.describe('forms without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test.beforeEach(async ({ page }) => useOwnAddress(page))

  test('contact: posts to its page, comes back with the success message and empty fields; the URL carries no personal data', async ({ page, db }) => {
    const name = unique('Nojs Contact')
    await page.goto('/contact')
    const form = page.getByRole('form', { name: 'Send us a message' })
    await fillContactForm(form, { name: name, email: 'jane@example.com', message: 'Sent without JavaScript' })
    await form.getByRole('button', { name: 'Send Message' }).click()

    await expect(page).toHaveURL(/\/contact\?result=[0-9a-f-]{36}#contact-form$/)
    expect(page.url()).not.toContain('Nojs')
    await expect(form).toContainText('Message sent successfully!')
    await expect(form).toContainText('Thank you for your message. We will get back to you as soon as we can.')
    await expect(form.getByLabel('Name')).toHaveValue('')
    expect(await db`select id from form_submissions where fields->>'name' = ${name}`).toHaveLength(1)
  })

  test('contact: errors show next to their fields, with the values kept', async ({ page }) => {
    await page.goto('/contact')
    const form = page.getByRole('form', { name: 'Send us a message' })
    await fillContactForm(form, { name: 'Jane Smith', email: 'jane@example', message: 'My message, kept' })
    await form.getByRole('button', { name: 'Send Message' }).click()

    await expect(form).toContainText('Your message has not been sent')
    await expect(form.getByLabel('Email')).toHaveValue('jane@example')
    await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
    await expect(page.locator('#contact-email-error')).toHaveText(/Please enter a valid email address, such as name@example.com/)
    await expect(form.getByLabel('Name')).toHaveValue('Jane Smith')
    await expect(form.getByLabel('Message')).toHaveValue('My message, kept')
  })

  test('contact: a name of only spaces is refused by the browser, and by the server, which marks the field', async ({ page }) => {
    await page.goto('/contact')
    const form = page.getByRole('form', { name: 'Send us a message' })
    await fillContactForm(form, { name: '   ', email: 'jane@example.com', message: 'Kept' })
    await expect(form.getByLabel('Name')).toHaveAttribute('pattern', '.*\\S.*')
    expect(await form.getByLabel('Name').evaluate((input: HTMLInputElement) => input.validity.patternMismatch)).toBe(true)

    // A browser that does not check patterns posts it anyway.
    await skipBrowserChecks(form)
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(form).toContainText('Your message has not been sent')
    await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true')
    await expect(page.locator('#contact-name-error')).toHaveText(/Please enter your name/)
    await expect(form.getByLabel('Message')).toHaveValue('Kept')
  })

  test('home page: the contact section posts to /contact, which shows the outcome', async ({ page }) => {
    await page.goto('/')
    const form = page.getByRole('region', { name: 'Get in Touch' }).getByRole('form', { name: 'Send us a message' })
    await fillContactForm(form, { name: 'Home Nojs', email: 'home@example', message: 'Kept after the trip to /contact' })
    await form.getByRole('button', { name: 'Send Message' }).click()

    await expect(page).toHaveURL(/\/contact\?result=[0-9a-f-]{36}#contact-form$/)
    const contactForm = page.getByRole('form', { name: 'Send us a message' })
    await expect(contactForm).toContainText('Please enter a valid email address')
    await expect(contactForm.getByLabel('Message')).toHaveValue('Kept after the trip to /contact')
  })

  test('the error state passes WCAG 2.2 AA checks', async ({ page, browser }) => {
    await page.goto('/hall-hire')
    const form = page.getByRole('form', { name: 'Hall hire enquiry' })
    await skipBrowserChecks(form)
    await form.getByLabel('First Name').fill('   ')
    await form.getByLabel('Last Name').fill('Smith')
    await form.getByLabel('Email').fill('jane@example')
    await form.getByLabel('Phone').fill('07700 900456')
    await form.getByLabel('Preferred date(s) and times').fill('May')
    await form.getByLabel('Event details').fill('Party')
    await form.getByRole('button', { name: 'Send Enquiry' }).click()
    await expect(form).toContainText('Your enquiry has not been sent')
    await expect(form.getByRole('link', { name: 'Please enter your first name' })).toHaveAttribute('href', '#hall-first-name')

    // axe runs as a script, so the same outcome is opened again, with this browser's cookie, where scripts may run.
    const checker = await browser.newContext({ javaScriptEnabled: true, storageState: await page.context().storageState() })
    const checked = await checker.newPage()
    await checked.goto(page.url())
    await expect(checked.locator('#hall-hire-form')).toContainText('Your enquiry has not been sent')
    const violations = await axeViolations(checked, '#hall-hire-form')
    await checker.close()
    expect(violations).toEqual([])
  })

  test('the outcome stays with the browser that posted it', async ({ page, browser }) => {
    await page.goto('/contact')
    const form = page.getByRole('form', { name: 'Send us a message' })
    await fillContactForm(form, { name: 'Private Person', email: 'private@example', message: 'Private words' })
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(form.getByLabel('Message')).toHaveValue('Private words')

    const stranger = await browser.newPage({ javaScriptEnabled: false })
    await stranger.goto(page.url())
    await expect(stranger.getByRole('form', { name: 'Send us a message' }).getByLabel('Message')).toHaveValue('')
    await expect(stranger.locator('body')).not.toContainText('Private')
    await stranger.close()
  })

  test('stay in touch: success, then an error with the ticked boxes kept', async ({ page }) => {
    await page.goto('/stayintouch')
    const form = page.getByRole('form', { name: 'Stay in touch' })
    await form.getByLabel('Name').fill(unique('Nojs Stay'))
    await form.getByLabel('Email').fill('sam@example.com')
    await form.getByLabel('I would like someone to visit and pray with me').check()
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(page).toHaveURL(/\/stayintouch\?result=/)
    await expect(form).toContainText('Message Sent Successfully!')
    await expect(form.getByLabel('I would like someone to visit and pray with me')).not.toBeChecked()

    await form.getByLabel('Name').fill('Sam')
    await form.getByLabel('Email').fill('sam@example')
    await form.getByLabel('Mobile').fill('07700 900123')
    await form.getByLabel('Please add me to the church WhatsApp group').check()
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(form).toContainText('Your details have not been sent')
    await expect(form.getByLabel('Email')).toHaveValue('sam@example')
    await expect(form.getByLabel('Mobile')).toHaveValue('07700 900123')
    await expect(form.getByLabel('Please add me to the church WhatsApp group')).toBeChecked()
  })

  test('hall hire: success, then an error with every value kept', async ({ page }) => {
    const fill = async (email: string) => {
      const form = page.getByRole('form', { name: 'Hall hire enquiry' })
      await form.getByLabel('First Name').fill('Jane')
      await form.getByLabel('Last Name').fill(unique('Nojs'))
      await form.getByLabel('Email').fill(email)
      await form.getByLabel('Phone').fill('07700 900456')
      await form.getByLabel('Preferred date(s) and times').fill('Saturday 14 March')
      await form.getByLabel('Event details').fill('A quiet meeting')
      await form.getByRole('button', { name: 'Send Enquiry' }).click()
      return form
    }
    await page.goto('/hall-hire')
    let form = await fill('jane@example.com')
    await expect(page).toHaveURL(/\/hall-hire\?result=/)
    await expect(form).toContainText('Enquiry Sent Successfully!')
    await expect(form.getByLabel('Event details')).toHaveValue('')

    form = await fill('jane@example')
    await expect(form).toContainText('Your enquiry has not been sent')
    await expect(form.getByLabel('Preferred date(s) and times')).toHaveValue('Saturday 14 March')
    await expect(form.getByLabel('Event details')).toHaveValue('A quiet meeting')
  })
})

test.describe('the form endpoints', () => {
  test('answer the 11th rapid submission from one address with 429 and Retry-After', async ({ request }) => {
    const headers = { Origin: siteOrigin(), 'X-Forwarded-For': `10.9.${randomBytes(2).join('.')}` }
    const data = { name: 'Rate Test', email: 'rate@example.com', message: 'Hi', website: 'filled, so nothing is mailed' }
    for (let i = 0; i < 10; i++) expect((await request.post('/api/contact', { headers, data })).status()).toBe(201)
    const eleventh = await request.post('/api/contact', { headers, data })
    expect(eleventh.status()).toBe(429)
    expect(Number(eleventh.headers()['retry-after'])).toBeGreaterThan(0)
    expect((await eleventh.json()).error).toContain('please wait')
  })

  test('refuse a cross-site post', async ({ request }) => {
    const response = await request.post('/api/contact', { headers: { Origin: 'https://evil.example' }, data: { name: 'x' } })
    expect(response.status()).toBe(403)
  })
})
