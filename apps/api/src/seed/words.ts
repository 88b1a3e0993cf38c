/** Word lists the demo data is drawn from: names and phrases people in Kenya would recognise. */

export const WOMEN = [
  'Wanjiku',
  'Njeri',
  'Achieng',
  'Akinyi',
  'Atieno',
  'Nafula',
  'Nekesa',
  'Chebet',
  'Jepkosgei',
  'Mwikali',
  'Mueni',
  'Zawadi',
  'Amina',
  'Fatuma',
  'Halima',
  'Wairimu',
  'Nyambura',
  'Wambui',
  'Adhiambo',
  'Awino',
  'Kerubo',
  'Moraa',
  'Kemunto',
  'Nanjala',
  'Makena',
  'Kawira',
  'Jebet',
  'Cherono',
  'Rehema',
  'Imani',
  'Faith',
  'Grace',
  'Mercy',
  'Joy',
  'Esther',
  'Naliaka',
  'Wangari',
  'Muthoni',
  'Nduta',
  'Auma',
];

export const MEN = [
  'Kamau',
  'Otieno',
  'Ochieng',
  'Kiprono',
  'Kipchoge',
  'Mutua',
  'Musyoka',
  'Baraka',
  'Juma',
  'Hassan',
  'Omondi',
  'Wafula',
  'Barasa',
  'Kariuki',
  'Njoroge',
  'Mwangi',
  'Kimani',
  'Onyango',
  'Odhiambo',
  'Kibet',
  'Cheruiyot',
  'Nyamweya',
  'Mogaka',
  'Salim',
  'Rashid',
  'Brian',
  'Kevin',
  'Dennis',
  'Collins',
  'Victor',
];

export const SURNAMES = [
  'Kamau',
  'Wanjiru',
  'Otieno',
  'Ochieng',
  'Mwangi',
  'Njoroge',
  'Kiprop',
  'Rotich',
  'Mutiso',
  'Muthama',
  'Wafula',
  'Simiyu',
  'Odhiambo',
  'Owino',
  'Kariuki',
  'Gitau',
  'Chepkemoi',
  'Langat',
  'Omondi',
  'Okello',
  'Ndungu',
  'Kilonzo',
  'Nyaga',
  'Mohamed',
  'Abdalla',
  'Said',
  'Barasa',
  'Wekesa',
  'Onyango',
  'Koech',
  'Maina',
  'Waweru',
  'Nyongesa',
  'Momanyi',
  'Ongeri',
  'Kiplagat',
  'Mbugua',
  'Ruto',
  'Achola',
  'Kinyua',
];

/** Business name patterns; {first} is the owner's first name, {place} the sub-county or county. */
export const BUSINESS_PATTERNS: Record<string, string[]> = {
  Barbering: [
    'Kinyozi Bora Barbershop',
    '{place} Gents Kinyozi',
    'Sharp Cuts {place}',
    '{first} Barber Studio',
  ],
  'Hair Braiding': ['Mama {first} Braiding Centre', '{place} Braids and Beauty', 'Sisi Kwa Sisi Braids'],
  Locs: ['Roots and Locs {place}', '{first} Loc Studio', 'Natural Crown Locs'],
  'Hair Styling': [
    'Mama {first} Beauty Parlour',
    '{place} Hair Studio',
    'Urembo Salon {place}',
    '{first} Salon',
  ],
  'Manicure and Pedicure': ['{place} Nail Bar', 'Polished by {first}', 'Mrembo Nails and Spa'],
  Tattoos: ['Ink Mtaani {place}', '{first} Henna and Tattoo', 'Pwani Henna Studio'],
  Spas: ['{place} Wellness Spa', 'Serenity Spa {place}', 'Amani Day Spa'],
  'Waxing Services': ['Smooth Skin {place}', '{first} Waxing Lounge'],
  'Make-up': ['Glow by {first}', '{place} Bridal Make-up', 'Rangi Beauty Studio'],
  Massage: ['Tulia Massage {place}', '{first} Healing Hands', 'Pumzika Massage Centre'],
  Facials: ['{place} Skin Clinic', 'Ngozi Facial Studio', 'Clear Skin by {first}'],
  'Lashes and Brows': ['Lash Lounge {place}', '{first} Brows and Lashes', 'Macho Mazuri Studio'],
};

export const BUSINESS_BIOS = [
  'A friendly neighbourhood parlour serving {place} since {year}. Walk-ins welcome, bookings preferred.',
  'We keep it clean, on time and affordable. Our team of {staff} stylists serves clients in and around {place}.',
  'Family-run since {year}. We use quality products and sterilise every tool between clients.',
  'Parking available and M-Pesa accepted. Book ahead for Saturdays, our busiest day.',
  'A calm space in {place} where you can relax while our trained team takes care of you.',
];

export const PROFESSIONAL_BIOS = [
  '{years} years of {craft} experience in {place}. I come to your home or office.',
  'Certified in {craft}, trained at a beauty college in Nairobi. Neat work, fair prices, always on time.',
  'I love making clients feel confident. {craft} is my speciality; I work from {place} and travel nearby.',
  'Freelance {craft} specialist with {years} years behind the chair. Book me for weddings and events too.',
  'Patient, careful and gentle with first-timers. {years} years of {craft} in {place}.',
];

/**
 * What clients say about a service, by its category and how it went: a barber is praised for the cut, a
 * skin clinic for the skin. Each line names the work, so a review fits the booking it is about.
 */
export const REVIEW_LINES: Record<string, { good: string[]; fair: string[]; poor: string[] }> = {
  Barbering: {
    good: [
      'Clean fade and a sharp line-up, exactly how I asked.',
      'Steady hands with the clippers, no nicks at all.',
      'Best kinyozi in the area, he takes his time with the beard.',
      'The barber listened to what I wanted and the cut came out neat.',
      'Fresh cut and a smooth shave, the tools were cleaned in front of me.',
    ],
    fair: [
      'The cut was fine but the line-up was a little uneven.',
      'Decent barber, but the queue was long even with a booking.',
    ],
    poor: ['The fade was patchy and the beard was uneven.', 'The barber rushed my cut and left a nick.'],
  },
  'Hair Braiding': {
    good: [
      'Neat parts and light braids, no tension on my edges.',
      'My braids came out even and they have lasted weeks.',
      'She braids fast but carefully, and the ends were sealed well.',
      'Beautiful cornrows, everyone at work asked where I had them done.',
      'The braids were exactly the length I wanted, and so neat.',
    ],
    fair: [
      'The braids look fine but a few parts are not straight.',
      'Good braiding, but it took much longer than promised.',
    ],
    poor: [
      'The braids were too tight and my scalp hurt for days.',
      'Uneven parts and the braids started fraying in a week.',
    ],
  },
  Locs: {
    good: [
      'My locs look fresh and the roots are so neat.',
      'Gentle retwist, no pulling, and the locs stayed neat for weeks.',
      'She knows locs: clean sections and a lovely style.',
      'Patient with my starter locs and gave great advice on care.',
    ],
    fair: [
      'The retwist was okay but some roots were loose.',
      'My locs look nice, though I waited a while to start.',
    ],
    poor: [
      'The retwist was rushed and my locs came loose in days.',
      'Too much product in my locs and the roots were messy.',
    ],
  },
  'Hair Styling': {
    good: [
      'My hair has never looked better, soft and full of body.',
      'The silk press was smooth and my hair kept its curls.',
      'She installed the wig so well that it looks like my own hair.',
      'Gentle with my natural hair and the styling lasted all week.',
      'A lovely blow-dry, my hair was glossy without any heat damage.',
    ],
    fair: [
      'My hair looks fine but the styling took two hours longer.',
      'Nice hair treatment, though a little pricey.',
    ],
    poor: [
      'My hair felt dry and burnt after the styling.',
      'The weave was installed too tight and my hair line hurt.',
    ],
  },
  'Manicure and Pedicure': {
    good: [
      'My nails are perfect, the polish has not chipped in two weeks.',
      'Careful with the cuticles and a beautiful nail shape.',
      'The pedicure was so relaxing and my feet feel brand new.',
      'Lovely nail art, neat and exactly the colours I wanted.',
      'Clean tools and a flawless manicure, my nails look great.',
    ],
    fair: [
      'Nice polish colour but one nail was uneven.',
      'The manicure was okay, the nails chipped after a week.',
    ],
    poor: [
      'The gel polish peeled off my nails in three days.',
      'They cut my cuticles too deep and a nail got infected.',
    ],
  },
  Tattoos: {
    good: [
      'Fine, clean lines and the tattoo healed beautifully.',
      'The henna design was so detailed, it lasted two weeks.',
      'Very hygienic studio and the tattoo is exactly my design.',
      'Gorgeous bridal henna, the colour came out deep and rich.',
    ],
    fair: [
      'The tattoo looks good but the session ran long.',
      'Nice henna design, though the colour faded quickly.',
    ],
    poor: [
      'The tattoo lines are shaky and one part is blurred.',
      'The henna smudged and the design was not what we agreed.',
    ],
  },
  Spas: {
    good: [
      'A relaxing afternoon at the spa, the steam room was spotless.',
      'The body scrub left me glowing and the spa felt so calm.',
      'Clean towels, warm sauna and friendly staff. Very relaxing.',
      'Just what I needed after a long week: steam, scrub and quiet.',
    ],
    fair: [
      'The spa was nice but the sauna was not very warm.',
      'Good scrub, though the spa was noisy that day.',
    ],
    poor: [
      'The steam room was not clean and the spa was overbooked.',
      'The scrub was rough and the spa staff were distracted.',
    ],
  },
  'Waxing Services': {
    good: [
      'Quick and clean wax, my legs have never been so smooth.',
      'She was gentle, and the waxing hurt much less than I feared.',
      'The wax left me smooth for weeks, and the room was very clean.',
      'Careful eyebrow wax with a lovely shape.',
    ],
    fair: ['The wax was okay but she missed a few spots.', 'Smooth enough, though the waxing room was cold.'],
    poor: ['The wax was too hot and my skin was red for days.', 'Rushed waxing with patches left behind.'],
  },
  'Make-up': {
    good: [
      'My bridal make-up lasted the whole day and looked flawless in photos.',
      'She matched my foundation shade perfectly, such a soft glam.',
      'Beautiful make-up that still looked fresh after the dancing.',
      'The make-up lesson was so useful, now I do my own glam.',
    ],
    fair: ['The make-up was nice but a bit heavy for my taste.', 'Pretty make-up, though she arrived late.'],
    poor: [
      'The foundation shade was wrong and the make-up looked grey.',
      'The make-up creased within an hour.',
    ],
  },
  Massage: {
    good: [
      'A firm massage right where I needed it, my back feels new.',
      'The best massage I have had, every knot in my shoulders gone.',
      'A calm room and a very skilled massage, I almost fell asleep.',
      'The hot stone massage was wonderful for my stiff back.',
    ],
    fair: [
      'A decent massage, but the pressure was too light.',
      'The massage was okay, the room was a little noisy.',
    ],
    poor: [
      'The massage was rushed and far too rough on my back.',
      'A short massage for the price, and the oil was cold.',
    ],
  },
  Facials: {
    good: [
      'My skin is glowing after the facial, so fresh and soft.',
      'She understood my skin and the breakouts have calmed down.',
      'A gentle facial that left my pores clean and my skin smooth.',
      'Real results: my skin is clearer after two facials.',
    ],
    fair: [
      'The facial was fine, but my skin did not change much.',
      'A nice facial, though she talked me into extra products.',
    ],
    poor: ['My skin broke out after the facial.', 'The facial was rushed and my skin felt raw afterwards.'],
  },
  'Lashes and Brows': {
    good: [
      'My lashes look natural and full, and they lasted four weeks.',
      'Perfect brows, she shaped them to suit my face.',
      'Light, fluffy lashes and not a single one glued together.',
      'The brow tint is just the right shade, so neat.',
    ],
    fair: ['The lashes are nice but a few fell off in a week.', 'Good brows, though one is a little higher.'],
    poor: ['The lashes were heavy and stuck together.', 'My brows were shaped unevenly and too thin.'],
  },
};

/** How a review ends, by rating; often it says nothing more. */
export const REVIEW_ENDINGS: Record<number, string[]> = {
  5: ['', 'Will definitely come back!', 'Asante sana!', 'Worth every shilling.', 'Highly recommended.'],
  4: ['', 'Just a little late to start.', 'Slightly pricey, but worth it.', 'Will book again.'],
  3: ['', 'Average overall.', 'Decent for the price.'],
  2: ['', 'I waited for an hour.', 'Not worth the price.'],
  1: ['', 'Would not recommend.', 'Very disappointed.'],
};

/**
 * The demo portfolios: per category, pictures captioned as a vendor would, each naming the service it
 * shows (so a vendor shows the work it offers first).
 */
export const PORTFOLIO: Record<string, [service: string, caption: string][]> = {
  Barbering: [
    ['Haircut', 'Skin fade with a sharp line-up'],
    ['Beard Trim and Shape-up', 'Beard shape-up'],
    ['Kids Haircut', 'Back-to-school cut'],
    ['Clean Shave', 'Hot towel shave'],
  ],
  'Hair Braiding': [
    ['Knotless Braids', 'Knotless braids, waist length'],
    ['Box Braids', 'Box braids with gold cuffs'],
    ['Cornrows', 'Cornrows, straight back'],
    ['Lines (Twende)', 'Twende lines for a little one'],
    ['Crochet Braids', 'Crochet curls'],
  ],
  Locs: [
    ['Locs Starter', 'Fresh starter locs'],
    ['Locs Retwist', 'Neat retwist'],
    ['Locs Styling', 'Loc updo for a wedding'],
  ],
  'Hair Styling': [
    ['Silk Press', 'Silk press on natural hair'],
    ['Wash and Blow-dry', 'Bouncy blow-dry'],
    ['Wig Installation', 'Glueless frontal wig'],
    ['Weave Installation', 'Body-wave weave'],
  ],
  'Manicure and Pedicure': [
    ['Gel Polish', 'Nude gel polish'],
    ['Nail Art', 'Kitenge-print nail art'],
    ['Acrylic Nails', 'Coffin acrylics'],
    ['Pedicure', 'Spa pedicure in coral red'],
  ],
  Tattoos: [
    ['Henna Design', 'Bridal henna, Swahili style'],
    ['Small Tattoo', 'Fine-line flower'],
    ['Large Tattoo', 'Half sleeve, first session'],
  ],
  Spas: [
    ['Steam Bath', 'Our steam room'],
    ['Body Scrub', 'Coffee and coconut body scrub'],
    ['Sauna Session', 'The sauna, ready for you'],
  ],
  'Waxing Services': [
    ['Leg Wax', 'Smooth legs with warm wax'],
    ['Eyebrow Wax', 'Clean brow shape'],
    ['Brazilian Wax', 'Gentle hard wax'],
  ],
  'Make-up': [
    ['Bridal Make-up', 'Bridal glam'],
    ['Event Make-up', 'Soft glam for a graduation'],
    ['Make-up Lesson', 'Everyday make-up lesson'],
  ],
  Massage: [
    ['Hot Stone Massage', 'Hot stones, ready'],
    ['Swedish Massage', 'Our massage room'],
    ['Foot Reflexology', 'Foot reflexology corner'],
  ],
  Facials: [
    ['Classic Facial', 'Glow after a classic facial'],
    ['Acne Treatment Facial', 'Clearer skin after three sessions'],
    ['Microdermabrasion', 'Microdermabrasion, before the glow'],
  ],
  'Lashes and Brows': [
    ['Eyelash Extensions', 'Classic lash extensions'],
    ['Microblading', 'Microbladed brows'],
    ['Brow Tinting', 'Brow tint and shape'],
  ],
};

export const EMPLOYMENT_STATUSES = ['Freelance', 'Employed', 'Looking for work'];
export const TARGET_EMPLOYMENT = [
  'A busy salon in town',
  'A spa or hotel',
  'Freelance clients',
  'A bridal studio',
];

/** Where a client is visited at home or at work; {place} is the sub-county. */
export const ADDRESSES = [
  'Sunrise Apartments, block B, house 4, {place}',
  'Jacaranda Estate, plot 27, {place}',
  'Green Court, flat 12, {place}',
  'Mirage Towers, 6th floor, office 602, {place}',
  'Riverside Gardens, house 9, {place}',
  'Kenol Plaza, shop 14, {place}',
  'Umoja Flats, door 31, {place}',
  'Kahawa Court, house 7, {place}',
];

/** Kenyan addresses are landmarks: how a vendor finds the door. */
export const LANDMARKS = [
  'Opposite Naivas',
  'Next to Equity Bank',
  'Behind Total petrol station, 2nd floor',
  'Opposite Quickmart, above the M-Pesa shop',
  'Near the Catholic church, blue gate',
  'Behind Shell petrol station, black gate',
  'Near the matatu stage, opposite KCB',
  "Next to the chief's camp",
  'Opposite the primary school, gate with a mango tree',
];

/** Why a client cancels; often she gives no reason. */
export const CLIENT_CANCEL_REASONS = [
  '',
  '',
  'Something came up at work.',
  'I have to travel upcountry that weekend.',
  'I found a slot closer to home.',
  'My child is unwell.',
  'Sorry, I booked the wrong day.',
];

/** Why a vendor declines or cancels: the short list the vendor picks from, and some free text. */
export const VENDOR_DECLINE_REASONS = [
  'Fully booked at that time',
  'Fully booked at that time',
  "I don't offer this service there",
  'Sorry, I am unwell that day.',
  'The products for this service are out of stock until next week.',
];
export const HOME_VISIT_DECLINE = 'Too far for a home visit';
