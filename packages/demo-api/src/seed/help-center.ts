import type { Faq, Guide } from '../schemas/help-center.ts';
import { seedId } from '../lib/ids.ts';
import { slugify } from '../lib/slug.ts';
import { coverImage } from '../lib/images.ts';

const category = (namespace: string) => (title: string, i: number) => ({
  id: seedId(namespace, i),
  slug: slugify(title),
  title,
});

export const faqCategories = ['Most asked', 'General inquiries', 'Licenses', 'Payments', 'Support'].map(
  category('faq-category'),
);

/** [question, answer] per FAQ category, in the order of faqCategories. */
const faqRows: [string, string][][] = [
  [
    [
      'How do I reset my internet banking password?',
      'Choose "Forgot password" on the sign-in page and enter your user name and registered mobile number.\n\nWe send a one-time code by SMS. Enter it within five minutes, then choose a new password of at least eight characters.',
    ],
    [
      'Why was my one-time code rejected?',
      'A code works once, for five minutes, and only for the action you requested. If you changed the amount or the payee after asking for the code, request a new one.\n\nAfter five wrong tries the code is cancelled for your safety.',
    ],
    [
      'How long does a transfer to another bank take?',
      'Transfers through NPSB arrive within seconds, at any hour. BEFTN transfers are settled in batches on working days and usually arrive the same day.',
    ],
    [
      'Can I cancel a scheduled transfer?',
      'Yes. Open Schedule History, choose the transfer and select Cancel. A transfer that has already started cannot be cancelled.',
    ],
  ],
  [
    [
      'Which browsers are supported?',
      'The latest two versions of Chrome, Edge, Firefox and Safari. Keep your browser updated: old browsers miss security fixes.',
    ],
    [
      'Is internet banking available on holidays?',
      'Yes, internet banking works every day of the year. Some services, such as BEFTN transfers and pay orders, are processed on the next working day.',
    ],
    [
      'How do I change the language?',
      'Open Settings and choose English or বাংলা. Your choice is remembered on this device.',
    ],
    [
      'Why was I signed out?',
      'For your security, the session locks after five minutes without activity and ends after seven days. Sign in again to continue.',
    ],
    [
      'Where can I see my last login?',
      'The top bar shows the time and IP address of your last successful login. If you do not recognise it, change your password and call us.',
    ],
  ],
  [
    [
      'Do I need a trade licence to open a current account for my business?',
      'Yes. A sole proprietorship needs a valid trade licence from the city corporation or union parishad, together with the owner’s national ID and a TIN certificate.\n\nPartnerships and companies also need their partnership deed or memorandum and articles of association.',
    ],
    [
      'My trade licence has expired. What happens to my account?',
      'The account keeps working, but we ask you to submit the renewed licence within 30 days. After that, withdrawals above the daily limit may be held until it is received.',
    ],
    [
      'Can I update my licence details online?',
      'Upload the renewed licence from Account Services. A branch officer verifies it within two working days and you will get a notification when it is done.',
    ],
  ],
  [
    [
      'Which bills can I pay?',
      'Electricity (DESCO, DPDC, BPDB and others), gas, water, internet, mobile post-paid, tuition fees, club bills and insurance premiums.',
    ],
    [
      'Is there a charge for paying bills?',
      'Most utility bills have no charge. Where a biller charges a fee, it is shown with VAT before you confirm the payment.',
    ],
    [
      'What are my daily transfer limits?',
      'Open Transaction Limits to see the limits for each kind of transfer and how much you have used today. Limits reset at midnight.',
    ],
    [
      'How do I download a receipt?',
      'Every successful payment has a receipt. Open the notification or the transaction in Transaction History and choose Download.',
    ],
  ],
  [
    [
      'How do I reach the call centre?',
      'Call the number printed on the back of your debit or credit card, any time of day. The same number works from abroad.',
    ],
    [
      'I think someone knows my password. What should I do?',
      'Change your password at once from Settings, then call the call centre so we can check recent activity and block your cards if needed.\n\nThe bank never asks for your password or one-time code by phone, SMS or e-mail.',
    ],
    [
      'How do I find the nearest branch or ATM?',
      'Use Locate Us on the sign-in page or in the menu. Choose branches or ATMs and your division to see addresses and open them on a map.',
    ],
    [
      'How do I make a complaint?',
      'Write to us from Reach Us or visit any branch. We acknowledge complaints within one working day and resolve most within seven.',
    ],
  ],
];

export function seedFaqs(): Faq[] {
  return faqRows.flatMap((rows, c) =>
    rows.map(([question, answer], i) => ({
      id: seedId(`faq-${c}`, i),
      categoryId: faqCategories[c]!.id,
      question,
      answer,
    })),
  );
}

export const guideCategories = ['Getting Started', 'Projects', 'Settings', 'Payments', 'Your Account'].map(
  category('guide-category'),
);

/** [title, subtitle] per guide category, in the order of guideCategories. */
const guideRows: [string, string][][] = [
  [
    ['What is Taka', 'An overview of internet banking with Taka'],
    ['Sign in for the first time', 'Activate your user name and choose a password'],
    ['Find your way around', 'The menu, the top bar and notifications'],
    ['Add a beneficiary', 'Save the people you pay often'],
    ['Make your first transfer', 'Send money to your own or another account'],
    ['Use Taka on your phone', 'The same features on a small screen'],
    ['Keep your account safe', 'Passwords, one-time codes and devices'],
  ],
  [
    ['Create a savings project', 'Put money aside for a goal'],
    ['Share a project with family', 'Save together for a shared goal'],
    ['Track project progress', 'See how close you are to the goal'],
    ['Close a project', 'Move the savings back to your account'],
  ],
  [
    ['Change your password', 'Choose a strong new password'],
    ['Set transaction limits', 'Lower your limits for extra safety'],
    ['Choose the language', 'Use Taka in English or Bangla'],
    ['Manage notifications', 'Choose what we tell you about'],
    ['Personalise your profile', 'Nickname and profile picture'],
    ['Review the activity log', 'Every sign-in and change, with time and place'],
  ],
  [
    ['Pay a utility bill', 'Electricity, gas, water and internet'],
    ['Recharge a mobile phone', 'Top up any operator in seconds'],
    ['Send money to a wallet', 'bKash, Nagad and Rocket'],
    ['Schedule a payment', 'Pay automatically every month'],
    ['Download a receipt', 'Keep proof of every payment'],
    ['Pay a credit card bill', 'Avoid late fees with a reminder'],
  ],
  [
    ['Update your contact details', 'Mobile number, e-mail and address'],
    ['Order a cheque book', 'Delivered to your branch'],
    ['Request a statement', 'E-statements and printed copies'],
    ['Block a lost card', 'Stop a card instantly from the app'],
    ['Open a fixed deposit', 'Earn more on money you do not need now'],
  ],
];

export function seedGuides(): Guide[] {
  return guideRows.flatMap((rows, c) =>
    rows.map(([title, subtitle], i) => ({
      id: seedId(`guide-${c}`, i),
      categoryId: guideCategories[c]!.id,
      slug: slugify(title),
      title,
      subtitle,
    })),
  );
}

/** The fixed article body every guide shows (SPEC 7.4): headings, lists, a quote, code and an image. */
export const guideContent = [
  '<h2>Before you start</h2>',
  '<p>You need an active Taka account, your user name and the mobile number registered with the bank. Keep your phone nearby: some steps send a one-time code by SMS.</p>',
  `<figure><img src="${coverImage('guide')}" alt="The Taka dashboard on a laptop"><figcaption>The dashboard after signing in.</figcaption></figure>`,
  '<h2>Step by step</h2>',
  '<ol><li>Sign in and open the menu.</li><li>Choose the service described in this guide.</li><li>Fill in the form; required fields are marked.</li><li>Check the summary, then confirm with the one-time code.</li></ol>',
  '<h3>Good to know</h3>',
  '<ul><li>Amounts are in taka (৳) with two decimals.</li><li>The code is valid for five minutes and for this request only.</li><li>You can find every request later in your history.</li></ul>',
  '<blockquote><p>The bank will never ask for your password or one-time code. If someone does, end the call and contact us.</p></blockquote>',
  '<h3>For developers</h3>',
  '<p>Receipts can be checked by their transaction id, for example:</p>',
  '<pre><code>GET /api/transactions/TXN2024061500123/status</code></pre>',
  '<p>Still stuck? Visit the help center or call us any time.</p>',
].join('\n');
