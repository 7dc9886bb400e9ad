// The home page's static content (spec section 2: slider, values, why-us, winners, news, coaches).
// Images live in public/images/<section>/; every entry carries its alt text and intrinsic size.

export type SiteImage = { src: string; alt: string; width: number; height: number };

export type Slide = { image: SiteImage; headline: string; intro: string };

export const SLIDER_INTERVAL_MS = 3000;

const hero = (n: number, alt: string): SiteImage => ({
  src: `/images/hero/hero-${n}.webp`,
  alt,
  width: 1600,
  height: 900,
});

export const SLIDES: readonly Slide[] = [
  {
    image: hero(1, 'A football coach drilling young players on a floodlit pitch'),
    headline: 'Train with world-class sports trainers',
    intro:
      'Since 1995 our coaches have turned beginners into champions. Pick a class, learn from the best and play your best season yet.',
  },
  {
    image: hero(2, 'A swimmer racing through a lane of the academy pool'),
    headline: 'Swim faster, breathe easier',
    intro: 'Technique sessions with Olympic-level swimming coaches, from your first length to race day.',
  },
  {
    image: hero(3, 'A cricket batter driving the ball in the nets'),
    headline: 'Sharpen every skill',
    intro: 'Small groups and personal feedback in cricket, tennis, badminton and more, every day of the week.',
  },
  {
    image: hero(4, 'A basketball player rising for a lay-up during practice'),
    headline: 'Built for every level',
    intro: 'Whether you are starting out or chasing a national title, there is a class that fits your goals.',
  },
  {
    image: hero(5, 'Academy athletes celebrating with their trophies'),
    headline: 'Join a team of champions',
    intro: 'Our students have won more than 300 medals. Choose your sport and train with the people who coached them.',
  },
];

export type TextCard = { title: string; text: string };

export const COMPANY_VALUES: readonly (TextCard & { image: SiteImage })[] = [
  {
    title: 'Excellence',
    text: 'Every session is planned by coaches who have competed and won at the highest level.',
    image: { src: '/images/values/excellence.svg', alt: '', width: 96, height: 96 },
  },
  {
    title: 'Respect',
    text: 'Fair play, safety and respect for every athlete come before any result.',
    image: { src: '/images/values/respect.svg', alt: '', width: 96, height: 96 },
  },
  {
    title: 'Growth',
    text: 'We measure progress class by class and adapt training to each student.',
    image: { src: '/images/values/growth.svg', alt: '', width: 96, height: 96 },
  },
  {
    title: 'Community',
    text: 'Students, parents and coaches train, travel and celebrate together.',
    image: { src: '/images/values/community.svg', alt: '', width: 96, height: 96 },
  },
];

// The spec's four cards, spelled as the spec spells them ("Exprience").
export const WHY_CHOOSE_US: readonly TextCard[] = [
  { title: 'Guarantee', text: 'Not happy after your first class? We refund it, no questions asked.' },
  { title: 'Behavior', text: 'Patient, encouraging coaches trained to work with every age group.' },
  { title: 'Dedication', text: 'Coaches who follow each student’s progress and stay after practice.' },
  { title: 'Exprience', text: 'Nearly thirty years of training athletes, from first steps to podiums.' },
];

export const WINNERS: readonly SiteImage[] = [
  'Our under-16 football team lifting the regional cup',
  'A swimmer from the academy on the top step of the podium',
  'Badminton doubles champions holding their medals',
  'The cricket team celebrating a tournament win',
  'A young tennis player holding her first trophy',
  'Athletics relay team with their gold medals',
].map((alt, index) => ({
  src: `/images/winners/winner-${index + 1}.webp`,
  alt,
  width: 800,
  height: 600,
}));

export type NewsItem = { image: SiteImage; headline: string; date: string; teaser: string };

export const NEWS: readonly NewsItem[] = [
  {
    headline: 'Summer camp registrations are open',
    date: 'June 12, 2023',
    teaser: 'Six weeks of football, swimming and tennis for ages 8 to 16, with day and full-week options.',
  },
  {
    headline: 'Academy swimmers bring home five medals',
    date: 'May 28, 2023',
    teaser: 'Our squad finished second overall at the national junior championships in Dhaka.',
  },
  {
    headline: 'New indoor badminton courts',
    date: 'May 3, 2023',
    teaser: 'Four new courts with sprung floors and pro lighting are now open for classes and practice.',
  },
  {
    headline: 'Meet our new cricket head coach',
    date: 'April 17, 2023',
    teaser: 'A former first-class all-rounder joins us to lead the batting and fast-bowling programmes.',
  },
].map((item, index) => ({
  ...item,
  image: {
    src: `/images/news/news-${index + 1}.webp`,
    alt: item.headline,
    width: 800,
    height: 600,
  },
}));

export type Coach = { firstName: string; role: string; image: SiteImage };

export const COACHES: readonly Coach[] = [
  { firstName: 'Rafiq', role: 'Head Football Coach' },
  { firstName: 'Nadia', role: 'Swimming Coach' },
  { firstName: 'Imran', role: 'Cricket Coach' },
  { firstName: 'Sara', role: 'Tennis Coach' },
  { firstName: 'Arif', role: 'Badminton Coach' },
  { firstName: 'Lina', role: 'Athletics Coach' },
  { firstName: 'Tanvir', role: 'Basketball Coach' },
  { firstName: 'Mei', role: 'Table Tennis Coach' },
  { firstName: 'Omar', role: 'Fitness Trainer' },
  { firstName: 'Farah', role: 'Yoga Instructor' },
].map((coach, index) => ({
  ...coach,
  image: {
    src: `/images/coaches/coach-${index + 1}.webp`,
    alt: `${coach.firstName}, ${coach.role}`,
    width: 400,
    height: 400,
  },
}));
