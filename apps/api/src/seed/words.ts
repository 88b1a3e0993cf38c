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

export const REVIEWS: Record<number, string[]> = {
  5: [
    'Excellent work, I will definitely come back!',
    'Very professional and on time. My hair has never looked better.',
    'Asante sana! Gentle hands and a beautiful finish.',
    'Best service in town, worth every shilling.',
  ],
  4: [
    'Good job overall, just a little late to start.',
    'Nice finish and a friendly team. Slightly pricey.',
    'Happy with the result, will book again.',
  ],
  3: ['It was okay. The work was fine but it took longer than promised.', 'Average service, decent price.'],
  2: ['Not what I asked for, and I waited for an hour.', 'The finish did not last a week.'],
  1: ['Very disappointed. Arrived late and rushed the job.', 'Would not recommend.'],
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
