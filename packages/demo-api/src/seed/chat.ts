import type { Chat, ChatContact, ChatMessage, ChatProfile } from '../schemas/chat.ts';
import { seedId } from '../lib/ids.ts';
import { dayMonthYear, isoBefore, type Offset } from '../lib/dates.ts';
import { avatarImage, coverImage } from '../lib/images.ts';
import { demoUser, people } from './people.ts';
import { contactIdOf, seedContacts } from './contacts.ts';

/** Conversations the chats reuse: [mine, text, minutes before the chat's last message]. */
const scripts: [mine: boolean, text: string, minutesBefore: number][][] = [
  [
    [false, 'Assalamu alaikum! Did the transfer go through?', 180],
    [true, 'Walaikum assalam. Yes, I sent it from the app this morning.', 175],
    [false, 'Great, I can see it in my account now.', 170],
    [true, 'It took less than a minute through NPSB.', 168],
    [false, 'Much faster than going to the branch 😄', 165],
    [true, 'Exactly. I also set up the monthly one for the rent.', 120],
    [false, 'Can you share how you scheduled it?', 110],
    [true, 'Fund Transfer, choose the beneficiary, then tick "Schedule" and pick the date.', 105],
    [false, 'Found it, thanks!', 100],
  ],
  [
    [true, 'Are we still meeting on Thursday?', 300],
    [false, 'Yes, 4 pm at the Gulshan office.', 290],
    [true, 'I will bring the draft budget.', 285],
    [false, 'Please include last quarter’s figures too.', 280],
    [true, 'Sure, I exported the statement as PDF.', 270],
    [false, '👍', 260],
    [true, 'Traffic on Airport Road is bad today, I may be ten minutes late.', 60],
    [false, 'No problem, we will start with coffee.', 55],
  ],
  [
    [false, 'Eid Mubarak! How is everyone at home?', 2000],
    [true, 'Eid Mubarak! All well, Alhamdulillah. The kids loved the new clothes.', 1990],
    [false, 'I sent a small salami for them through bKash.', 1980],
    [true, 'Received, thank you so much!', 1970],
    [false, 'When are you coming to Cumilla?', 1500],
    [true, 'Inshallah next month, after the school exams.', 1490],
    [false, 'Let me know the date and I will cook your favourite.', 1480],
  ],
];

/** [person, last message, when, unread count (omitted for one chat), muted, script] */
const chatRows: [
  name: string,
  last: string,
  ago: Offset,
  unread: number | undefined,
  muted: boolean,
  script: number,
][] = [
  ['Nusrat Jahan', 'See you at the design review tomorrow.', { minutes: 8 }, 2, false, 1],
  ['Tanvir Ahmed', 'The server is back up.', { minutes: 45 }, 1, false, 0],
  ['Fatema Begum', 'Call me after Asr prayers.', { hours: 3 }, undefined, false, 2],
  ['Arif Hossain', 'The shipment reached Chattogram.', { hours: 9 }, 0, true, 0],
  ['Priya Das', 'All tests passed on the release build.', { days: 1 }, 0, false, 1],
  ['Ravi Menon', 'Landing in Dhaka at 10:40.', { days: 2 }, 0, false, 1],
  ['Sabbir Rahman', 'The cottage is booked for Friday.', { days: 3 }, 0, false, 0],
  ['Joydeep Saha', 'New song is mixed, have a listen.', { days: 5 }, 3, true, 1],
  ['Kamrul Islam', 'Payment received, thank you.', { days: 9 }, 0, false, 2],
];

export function seedChat() {
  const now = Date.now();
  const profile: ChatProfile = {
    id: seedId('profile', 0),
    name: demoUser.name,
    email: demoUser.email,
    avatar: avatarImage(demoUser.name),
    about: demoUser.about,
  };
  const { contacts: addressBook } = seedContacts();
  const contacts: ChatContact[] = people.map((person, i) => {
    const contact = addressBook[i]!;
    return {
      id: contact.id,
      avatar: contact.avatar,
      ...(i % 4 === 0 ? { background: coverImage(person.name) } : {}),
      name: person.name,
      about: person.about,
      details: {
        emails: contact.emails,
        phoneNumbers: contact.phoneNumbers,
        // One contact has no title, as in the specification's samples.
        ...(i === 4 ? {} : { title: person.title }),
        company: person.company,
        birthday: contact.birthday!,
        address: person.address,
      },
      attachments: {
        media: i % 3 === 0 ? [1, 2, 3].map((n) => coverImage(`${person.name} ${n}`)) : [],
        docs: i % 5 === 0 ? ['Invoice-March.pdf', 'Meeting-notes.docx'] : [],
        links: i % 6 === 0 ? ['https://example.com/shared/album', 'https://example.com/docs/plan'] : [],
      },
    };
  });

  const messages: ChatMessage[] = [];
  const chats: Chat[] = chatRows.map(([name, last, ago, unread, muted, script], i) => {
    const id = seedId('chat', i);
    const contactId = contactIdOf(name);
    const lastAt = isoBefore(now, ago);
    const lines: [boolean, string, number][] = [...scripts[script]!, [false, last, 0]];
    lines.forEach(([mine, value, minutesBefore], n) =>
      messages.push({
        id: seedId(`chat-${i}-message`, n),
        chatId: id,
        contactId: mine ? profile.id : contactId,
        value,
        createdAt: isoBefore(Date.parse(lastAt), { minutes: minutesBefore }),
        isMine: mine,
      }),
    );
    return {
      id,
      contactId,
      ...(unread === undefined ? {} : { unreadCount: unread }),
      muted,
      lastMessage: last,
      lastMessageAt: dayMonthYear(lastAt),
      lastMessageCreatedAt: lastAt,
    };
  });

  return { profile, contacts, chats, messages };
}
