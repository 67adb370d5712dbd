import pg from 'pg';
import type { Page } from 'playwright-core';
import { expect, inject, test } from 'vitest';
import { useBrowser } from './browser';
import { expectAbsent, fulfillJson, toast, visible } from './info-helpers';

const { newPage } = useBrowser();

const SENT = 'Message sent successfully! We will get back to you soon.';

async function openContact() {
  const page = await newPage();
  await page.goto('/contact');
  await visible(page.getByRole('heading', { name: 'Send us a Message' }));
  return page;
}

type Label = 'Full Name' | 'Email' | 'Phone' | 'Subject' | 'Message';
/** Phone and Subject are labelled '… (optional)'. */
const field = (page: Page, label: Label) =>
  page.getByRole('form', { name: 'Send us a Message' }).getByRole('textbox', { name: new RegExp(`^${label}`) });

async function fill(page: Page, values: Partial<Record<Label, string>>) {
  for (const [label, value] of Object.entries(values)) await field(page, label as Label).fill(value);
}

const send = (page: Page) => page.getByRole('button', { name: 'Send Message' }).click();

test('shows address, phone, hours, FAQ and a map placeholder', async () => {
  const page = await openContact();
  for (const text of ['Address', 'Phone', 'Business Hours', 'Mon-Sat 10 AM-7 PM'])
    await visible(page.getByText(text, { exact: true }));
  await visible(page.getByRole('heading', { name: 'Frequently Asked Questions' }));
  await page.getByText('Is shipping free?').click();
  await visible(page.getByText('Yes, on every order above ₹999.'));
  await visible(page.getByRole('img', { name: /^Map:/ }));
});

test('validation: required fields, email and phone formats; nothing is sent', async () => {
  const page = await openContact();
  const posts: string[] = [];
  page.on('request', (r) => r.method() === 'POST' && posts.push(r.url()));
  await send(page);
  await visible(page.getByText('Full name is required'));
  await visible(page.getByText('Email is required'));
  await visible(page.getByText('Message is required'));
  expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');
  await fill(page, { 'Full Name': 'Asha', Email: 'asha@example', Phone: '12345', Message: 'Hi' });
  await visible(page.getByText('Invalid email address'));
  await visible(page.getByText('Invalid phone number'));
  await expectAbsent(page.getByText('Full name is required'), 0);
  expect(posts).toEqual([]);
  expect(await field(page, 'Email').getAttribute('aria-invalid')).toBe('true');
});

test('success: toast, the form clears, the message is stored', async () => {
  const page = await openContact();
  const email = `asha.${Date.now()}@example.in`;
  await fill(page, {
    'Full Name': 'Asha Verma',
    Email: email,
    Phone: '+91 98765 43210',
    Subject: 'Bulk order',
    Message: 'Do you make 50 totes?',
  });
  await send(page);
  await visible(toast(page, SENT));
  for (const label of ['Full Name', 'Email', 'Phone', 'Subject', 'Message'] as const)
    expect(await field(page, label).inputValue()).toBe('');

  const client = new pg.Client({ connectionString: inject('shopDatabaseUrl') });
  await client.connect();
  const { rows } = await client.query('SELECT name, phone, subject, message FROM contact_messages WHERE email = $1', [
    email,
  ]);
  await client.end();
  expect(rows).toEqual([
    { name: 'Asha Verma', phone: '+91 98765 43210', subject: 'Bulk order', message: 'Do you make 50 totes?' },
  ]);
});

test('optional phone and subject may stay empty', async () => {
  const page = await openContact();
  await fill(page, { 'Full Name': 'Ravi', Email: `ravi.${Date.now()}@example.in`, Message: 'Hello' });
  await send(page);
  await visible(toast(page, SENT));
});

test('failure with a server message: that message, no global toast, typing kept', async () => {
  const page = await openContact();
  await page.route('**/api/contact', (route) =>
    fulfillJson(route, 429, { success: false, message: 'Too many messages, please wait a minute.' }),
  );
  await fill(page, { 'Full Name': 'Asha', Email: 'asha@example.in', Message: 'Keep me' });
  await send(page);
  await visible(toast(page, 'Too many messages, please wait a minute.'));
  await expectAbsent(toast(page, 'Server error'));
  expect(await field(page, 'Message').inputValue()).toBe('Keep me');
});

test('failure without a server message: fallback toast plus the global server error', async () => {
  const page = await openContact();
  await page.route('**/api/contact', (route) =>
    route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
  );
  await fill(page, { 'Full Name': 'Asha', Email: 'asha@example.in', Message: 'Keep me too' });
  await send(page);
  await visible(toast(page, 'Failed to send message. Please try again.'));
  await visible(toast(page, 'Server error. Please try again later.'));
  expect(await field(page, 'Full Name').inputValue()).toBe('Asha');
  expect(await field(page, 'Message').inputValue()).toBe('Keep me too');
});

test('server field errors show inline', async () => {
  const page = await openContact();
  await page.route('**/api/contact', (route) =>
    fulfillJson(route, 400, {
      success: false,
      message: 'Please check the form',
      errors: [{ field: 'email', message: 'Invalid email address' }],
    }),
  );
  await fill(page, { 'Full Name': 'Asha', Email: 'asha@example.in', Message: 'Hi' });
  await send(page);
  await visible(toast(page, 'Please check the form'));
  await visible(page.getByText('Invalid email address'));
});
