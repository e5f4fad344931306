/**
 * The people of the demo: contacts, chat partners, mail senders, board members and team members are drawn from
 * this one list, so a name means the same person everywhere. Most are customers and colleagues in Bangladesh;
 * a few live abroad. Companies and e-mail domains are fictional (example.com and its sub-domains).
 */
export interface Person {
  name: string;
  title: string;
  company: string;
  /** Personal address first, then work addresses. */
  emails: string[];
  /** [country ISO code, number without the trunk prefix, label] */
  phones: [string, string, string][];
  birthday: string;
  address: string;
  about: string;
}

export const people: Person[] = [
  {
    name: 'Nusrat Jahan',
    title: 'Senior Product Designer',
    company: 'Shapla Software',
    emails: ['nusrat.jahan@example.com', 'nusrat@shapla.example.com'],
    phones: [
      ['bd', '1712-458930', 'Mobile'],
      ['bd', '2-9665417', 'Work'],
    ],
    birthday: '1991-03-14',
    address: 'House 27, Road 9A, Dhanmondi, Dhaka 1209',
    about: 'Designing calm interfaces for busy people.',
  },
  {
    name: 'Tanvir Ahmed',
    title: 'Backend Engineer',
    company: 'Dhaka Data Labs',
    emails: ['tanvir.ahmed@example.com', 'tanvir@datalabs.example.com'],
    phones: [['bd', '1819-302114', 'Mobile']],
    birthday: '1989-11-02',
    address: 'Flat 6B, Section 10, Mirpur, Dhaka 1216',
    about: 'Queues, caches and a lot of cha.',
  },
  {
    name: 'Farhana Rahman',
    title: 'Chartered Accountant',
    company: 'Meghna Logistics',
    emails: ['farhana.rahman@example.com', 'f.rahman@meghna.example.com', 'accounts@meghna.example.com'],
    phones: [
      ['bd', '1911-774021', 'Mobile'],
      ['bd', '2-8833904', 'Work'],
      ['bd', '2-9881276', 'Home'],
    ],
    birthday: '1986-07-21',
    address: 'Road 41, Gulshan 2, Dhaka 1212',
    about: 'Quarter close this week, reply may be slow.',
  },
  {
    name: 'Arif Hossain',
    title: 'Operations Manager',
    company: 'Karnaphuli Shipping',
    emails: ['arif.hossain@example.com', 'arif@karnaphuli.example.com'],
    phones: [
      ['bd', '1552-190387', 'Mobile'],
      ['bd', '31-725610', 'Work'],
    ],
    birthday: '1980-01-30',
    address: 'Agrabad Commercial Area, Chattogram 4100',
    about: 'At the port until six.',
  },
  {
    name: 'Sadia Islam',
    title: 'Mathematics Teacher',
    company: "Lalmatia Girls' School",
    emails: ['sadia.islam@example.org'],
    phones: [['bd', '1675-228410', 'Mobile']],
    birthday: '1993-09-05',
    address: 'Block D, Lalmatia, Dhaka 1207',
    about: 'Marking papers. Ask me about probability.',
  },
  {
    name: 'Rakib Hasan',
    title: 'Android Developer',
    company: 'Shapla Software',
    emails: ['rakib.hasan@example.com', 'rakib@shapla.example.com'],
    phones: [
      ['bd', '1701-556239', 'Mobile'],
      ['bd', '2-9665418', 'Work'],
    ],
    birthday: '1995-12-19',
    address: 'Road 3, Block C, Banasree, Dhaka 1219',
    about: 'Building the next release of the mobile app.',
  },
  {
    name: 'Tahmina Akter',
    title: 'Head of People',
    company: 'Padma Textiles',
    emails: ['tahmina.akter@example.com', 'tahmina@padmatex.example.com'],
    phones: [
      ['bd', '1816-904512', 'Mobile'],
      ['bd', '2-7646130', 'Work'],
    ],
    birthday: '1984-04-11',
    address: 'BSCIC Industrial Area, Fatullah, Narayanganj 1421',
    about: 'Hiring machine operators and a payroll officer.',
  },
  {
    name: 'Mahmudul Karim',
    title: 'Civil Engineer',
    company: 'Bengal Brickworks',
    emails: ['mahmudul.karim@example.net'],
    phones: [
      ['bd', '1730-661208', 'Mobile'],
      ['bd', '721-774310', 'Home'],
    ],
    birthday: '1978-06-08',
    address: 'Upashahar, Rajshahi 6202',
    about: 'On site most days, call after Maghrib.',
  },
  {
    name: 'Anika Chowdhury',
    title: 'Business Reporter',
    company: 'The Dhaka Chronicle',
    emails: ['anika.chowdhury@example.com', 'anika@chronicle.example.com'],
    phones: [['bd', '1977-410365', 'Mobile']],
    birthday: '1992-02-26',
    address: 'Kawran Bazar, Tejgaon, Dhaka 1215',
    about: 'Deadline at nine. Tips welcome.',
  },
  {
    name: 'Imtiaz Uddin',
    title: 'Pharmacist',
    company: 'Khulna Pharma',
    emails: ['imtiaz.uddin@example.org'],
    phones: [
      ['bd', '1558-390421', 'Mobile'],
      ['bd', '41-720118', 'Work'],
    ],
    birthday: '1987-08-17',
    address: 'KDA Avenue, Khulna 9100',
    about: 'Open from 9 to 9, Friday closed.',
  },
  {
    name: 'Shirin Sultana',
    title: 'Paediatrician',
    company: 'Surma General Hospital',
    emails: ['shirin.sultana@example.com', 'dr.shirin@surma.example.com'],
    phones: [
      ['bd', '1711-803377', 'Mobile'],
      ['bd', '821-716244', 'Work'],
    ],
    birthday: '1982-10-03',
    address: 'Zindabazar, Sylhet 3100',
    about: 'On call tonight.',
  },
  {
    name: 'Sabbir Rahman',
    title: 'Tea Estate Manager',
    company: 'Sundarban Tea Co.',
    emails: ['sabbir.rahman@example.net', 'sabbir@sundarbantea.example.com'],
    phones: [['bd', '1713-447825', 'Mobile']],
    birthday: '1975-05-24',
    address: 'Bhanugach Road, Sreemangal, Moulvibazar 3210',
    about: 'First flush is in. Come and taste it.',
  },
  {
    name: 'Priya Das',
    title: 'Quality Assurance Lead',
    company: 'Dhaka Data Labs',
    emails: ['priya.das@example.com', 'priya@datalabs.example.com'],
    phones: [
      ['bd', '1912-665018', 'Mobile'],
      ['bd', '2-9134502', 'Work'],
    ],
    birthday: '1994-01-12',
    address: 'Shankhari Bazar, Old Dhaka 1100',
    about: 'If it can break, I will find out how.',
  },
  {
    name: 'Joydeep Saha',
    title: 'Sound Engineer',
    company: 'Baul Street Studio',
    emails: ['joydeep.saha@example.com'],
    phones: [['bd', '1620-339904', 'Mobile']],
    birthday: '1990-08-30',
    address: 'Road 12, Banani, Dhaka 1213',
    about: 'Band practice Thursday at eight.',
  },
  {
    name: 'Rina Marma',
    title: 'Tour Guide',
    company: 'Hill Tracts Journeys',
    emails: ['rina.marma@example.org'],
    phones: [['bd', '1820-774109', 'Mobile']],
    birthday: '1996-04-15',
    address: 'Balaghata, Bandarban 4600',
    about: 'Out of network on the trail until Sunday.',
  },
  {
    name: "Michael D'Costa",
    title: 'Architect',
    company: "D'Costa Studio",
    emails: ['michael.dcosta@example.com', 'studio@dcosta.example.com'],
    phones: [
      ['bd', '1711-209843', 'Mobile'],
      ['bd', '2-8401132', 'Work'],
    ],
    birthday: '1983-12-08',
    address: 'Tejgaon Church Road, Dhaka 1215',
    about: 'Sketching a library in Savar.',
  },
  {
    name: 'Ayesha Siddiqua',
    title: 'Advocate',
    company: 'Siddiqua & Partners',
    emails: ['ayesha.siddiqua@example.com', 'ayesha@siddiqua-law.example.com'],
    phones: [
      ['bd', '1715-880214', 'Mobile'],
      ['bd', '2-9562318', 'Work'],
    ],
    birthday: '1981-03-29',
    address: 'Paltan, Dhaka 1000',
    about: 'In court until two.',
  },
  {
    name: 'Kamrul Islam',
    title: 'Shop Owner',
    company: 'Islam Fabrics',
    emails: ['kamrul.islam@example.net'],
    phones: [
      ['bd', '1819-552017', 'Mobile'],
      ['bd', '2-7315560', 'Work'],
    ],
    birthday: '1972-11-20',
    address: 'Chawkbazar, Old Dhaka 1211',
    about: 'Eid stock has arrived.',
  },
  {
    name: 'Fatema Begum',
    title: 'Retired Branch Manager',
    company: 'Self',
    emails: ['fatema.begum@example.org'],
    phones: [
      ['bd', '1711-064213', 'Mobile'],
      ['bd', '81-65420', 'Home'],
    ],
    birthday: '1958-06-01',
    address: 'Kandirpar, Cumilla 3500',
    about: 'Gardening and grandchildren.',
  },
  {
    name: 'Mehedi Hasan',
    title: 'Baseball Coach',
    company: 'Dhaka Diamonds Baseball Club',
    emails: ['mehedi.hasan@example.com'],
    phones: [['bd', '1612-330987', 'Mobile']],
    birthday: '1990-02-14',
    address: 'Paltan Maidan, Dhaka 1000',
    about: 'Training at 6 am sharp.',
  },
  {
    name: 'Sumaiya Noor',
    title: 'Student',
    company: 'Bangladesh University of Engineering and Technology',
    emails: ['sumaiya.noor@example.org'],
    phones: [['bd', '1404-221876', 'Mobile']],
    birthday: '2002-07-07',
    address: 'Ahsanullah Hall, Palashi, Dhaka 1000',
    about: 'Exams next week!',
  },
  {
    name: 'Ravi Menon',
    title: 'Management Consultant',
    company: 'Southline Advisory',
    emails: ['ravi.menon@example.com', 'ravi@southline.example.com'],
    phones: [
      ['in', '98450 12345', 'Mobile'],
      ['in', '80 4123 5567', 'Work'],
    ],
    birthday: '1985-09-18',
    address: 'Indiranagar, Bengaluru 560038, India',
    about: 'In Dhaka on the 14th for the workshop.',
  },
  {
    name: 'Emily Carter',
    title: 'Programme Manager',
    company: 'Thames Trade Finance',
    emails: ['emily.carter@example.co.uk'],
    phones: [
      ['gb', '7700 900123', 'Mobile'],
      ['gb', '20 7946 0102', 'Work'],
    ],
    birthday: '1988-05-03',
    address: '14 Whitechapel Road, London E1 1DU, United Kingdom',
    about: 'Working UK hours (GMT).',
  },
  {
    name: 'Hiroshi Tanaka',
    title: 'Supply Chain Director',
    company: 'Kansai Garments',
    emails: ['hiroshi.tanaka@example.jp'],
    phones: [['jp', '90-1234-5678', 'Mobile']],
    birthday: '1976-10-27',
    address: 'Kita-ku, Osaka 530-0001, Japan',
    about: 'Visiting suppliers in Gazipur next month.',
  },
  {
    name: 'Amina Yusuf',
    title: 'Payments Analyst',
    company: 'Lagos Fintech Hub',
    emails: ['amina.yusuf@example.com'],
    phones: [['ng', '803 123 4567', 'Mobile']],
    birthday: '1993-03-09',
    address: 'Victoria Island, Lagos, Nigeria',
    about: 'Comparing mobile money rails across markets.',
  },
];

/** The signed-in demo user (chat profile, own messages). */
export const demoUser = {
  name: 'Rafiqul Islam',
  email: 'rafiqul.islam@example.com',
  about: 'Customer of Taka since 2019.',
};
