// The home page's static content (spec section 2: slider, values, why-us, winners, news, coaches).
// Images live in public/images/<section>/; every entry carries its alt text and intrinsic size.

export type SiteImage = { src: string; alt: string; width: number; height: number };

export type Slide = { image: SiteImage; headline: string; intro: string };

export const SLIDER_INTERVAL_MS = 3000;

const hero = (n: number, alt: string): SiteImage => ({
  src: `/images/hero/hero-${n}.svg`,
  alt,
  width: 1600,
  height: 900,
});

export const SLIDES: readonly Slide[] = [
  {
    image: hero(1, 'Illustration of a footballer striking the ball'),
    headline: 'Train with world-class sports trainers',
    intro:
      'Since 1995 our coaches have turned beginners into champions. Pick a class, learn from the best and play your best season yet.',
  },
  {
    image: hero(2, 'Illustration of a sprinter racing on the track'),
    headline: 'Faster, stronger, every week',
    intro:
      'Athletics sessions planned by coaches who have trained national medallists, for every age and level.',
  },
  {
    image: hero(3, 'Illustration of a swimmer racing through a lane'),
    headline: 'Swim with confidence',
    intro:
      'Technique classes with Olympic-level swimming coaches, from your first length to race day.',
  },
  {
    image: hero(4, 'Illustration of a basketball player rising for a shot'),
    headline: 'Built for every level',
    intro:
      'Small groups and personal feedback, whether you are starting out or chasing a national title.',
  },
  {
    image: hero(5, 'Illustration of a tennis player hitting a forehand'),
    headline: 'Join a team of champions',
    intro:
      'Our students have won more than 300 medals. Choose your sport and train with the people who coached them.',
  },
];

export type TextCard = { title: string; text: string };

export const COMPANY_VALUES: readonly TextCard[] = [
  {
    title: 'Excellence',
    text: 'Every session is planned by coaches who have competed and won at the highest level.',
  },
  {
    title: 'Respect',
    text: 'Fair play, safety and respect for every athlete come before any result.',
  },
  {
    title: 'Growth',
    text: 'We measure progress class by class and adapt training to each student.',
  },
  {
    title: 'Community',
    text: 'Students, parents and coaches train, travel and celebrate together.',
  },
];

// The spec's four cards, spelled as the spec spells them ("Exprience").
export const WHY_CHOOSE_US: readonly TextCard[] = [
  {
    title: 'Guarantee',
    text: 'Not happy after your first class? We refund it, no questions asked.',
  },
  { title: 'Behavior', text: 'Patient, encouraging coaches trained to work with every age group.' },
  {
    title: 'Dedication',
    text: 'Coaches who follow each student’s progress and stay after practice.',
  },
  {
    title: 'Exprience',
    text: 'Nearly thirty years of training athletes, from first steps to podiums.',
  },
];

export const WINNERS: readonly SiteImage[] = [
  'Three academy athletes celebrating on the podium',
  'A gold trophy under falling confetti',
  'A gold medal on its ribbon',
  'A football team lifting the cup',
  'A sprinter crossing the finish line first',
  'A boxer raising his arms in victory',
].map((alt, index) => ({
  src: `/images/winners/winner-${index + 1}.svg`,
  alt: `Illustration: ${alt.charAt(0).toLowerCase()}${alt.slice(1)}`,
  width: 800,
  height: 600,
}));

export type NewsItem = { image: SiteImage; headline: string; date: string; teaser: string };

export const NEWS: readonly NewsItem[] = [
  {
    headline: 'Academy swimmers bring home five medals',
    date: 'June 12, 2023',
    teaser: 'Our squad finished second overall at the national junior championships in Dhaka.',
  },
  {
    headline: 'Meet our new cricket head coach',
    date: 'May 28, 2023',
    teaser:
      'A former first-class all-rounder joins us to lead the batting and fast-bowling programmes.',
  },
  {
    headline: 'A new gymnastics hall opens',
    date: 'May 3, 2023',
    teaser: 'Sprung floors, bars and beams for classes from age six, open every day from 7 am.',
  },
  {
    headline: 'Summer cycling camp registrations are open',
    date: 'April 17, 2023',
    teaser: 'Six weeks of road and track riding for ages 10 to 16, with day and full-week options.',
  },
].map((item, index) => ({
  ...item,
  image: {
    src: `/images/news/news-${index + 1}.svg`,
    alt: '',
    width: 800,
    height: 500,
  },
}));

export type Coach = { firstName: string; role: string; image: SiteImage };

// In the order of the portraits in public/images/coaches (coach-1 … coach-10).
export const COACHES: readonly Coach[] = [
  { firstName: 'Rafiq', role: 'Head Coach' },
  { firstName: 'Kwame', role: 'Athletics Coach' },
  { firstName: 'Nadia', role: 'Swimming Coach' },
  { firstName: 'Liam', role: 'Tennis Coach' },
  { firstName: 'Imran', role: 'Cricket Coach' },
  { firstName: 'Emma', role: 'Gymnastics Coach' },
  { firstName: 'Tanvir', role: 'Basketball Coach' },
  { firstName: 'Sara', role: 'Badminton Coach' },
  { firstName: 'Omar', role: 'Fitness Trainer' },
  { firstName: 'Mei', role: 'Yoga Instructor' },
].map((coach, index) => ({
  ...coach,
  image: {
    src: `/images/coaches/coach-${index + 1}.svg`,
    alt: `Portrait of ${coach.firstName}`,
    width: 600,
    height: 600,
  },
}));
