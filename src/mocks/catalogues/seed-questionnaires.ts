import type { DemoCatalogues } from './types';
import { numbered } from './types';

/** PHQ-9's questions (public domain; Kroenke, Spitzer and Williams, 2001), over the last two weeks. */
const PHQ9 = [
  'Little interest or pleasure in doing things',
  'Feeling down, depressed, or hopeless',
  'Trouble falling or staying asleep, or sleeping too much',
  'Feeling tired or having little energy',
  'Poor appetite or overeating',
  'Feeling bad about yourself, or that you are a failure or have let yourself or your family down',
  'Trouble concentrating on things, such as reading the newspaper or watching television',
  'Moving or speaking so slowly that other people could have noticed, or being so fidgety or restless that you have been moving around a lot more than usual',
  'Thoughts that you would be better off dead, or of hurting yourself in some way',
];
/** Each answer's score is its position minus one: 0 to 3, a total of 0 to 27. */
const ANSWERS = ['Not at all', 'Several days', 'More than half the days', 'Nearly every day'];

/**
 * The body-constitution questionnaire, simplified to one total (docs/master-data.md,
 * "Questionnaires", The prakriti choice): each question shows one trait's three dosha descriptions
 * (Vata, Pitta, Kapha) and asks how many of them fit. One-sided traits score high, so the total says
 * how many doshas dominate (one: Ekdoshaj, two: Dwandaj, all three in balance: Samdoshaj), not which.
 */
const PRAKRITI = [
  'Body frame: thin and light (Vata), medium and muscular (Pitta), broad and sturdy (Kapha). How many fit you?',
  'Skin: dry and rough (Vata), warm and oily (Pitta), thick, smooth and cool (Kapha). How many fit you?',
  'Appetite: irregular (Vata), strong and sharp (Pitta), steady but slow (Kapha). How many fit you?',
  'Sleep: light and broken (Vata), short but sound (Pitta), deep and long (Kapha). How many fit you?',
  'Under stress: anxious (Vata), irritable (Pitta), withdrawn (Kapha). How many fit you?',
  'Weather you dislike most: cold and wind (Vata), heat (Pitta), damp and cold (Kapha). How many fit you?',
];
/** How one-sided a trait is: one description fits (2), two fit (1), all three fit about equally (0). */
const FIT = [
  { text: 'Only one of them', score: 2 },
  { text: 'Two of them', score: 1 },
  { text: 'All three about equally', score: 0 },
];

/** The questionnaires test types 13 (PHQ-9, category 1) and 14 (prakriti, category 2) use (seed-tests.ts). */
export const seedQuestionnaires = (): Pick<
  DemoCatalogues,
  'questionCategories' | 'questions' | 'questionOptions'
> => ({
  questionCategories: numbered([
    {
      name: 'Depression (PHQ-9)',
      description: 'Nine questions on the last two weeks.',
      bands: [
        { from: 0, to: 4, label: 'Minimal' },
        { from: 5, to: 9, label: 'Mild' },
        { from: 10, to: 14, label: 'Moderate' },
        { from: 15, to: 19, label: 'Moderately Severe' },
        { from: 20, to: 27, label: 'Severe' },
      ],
    },
    {
      name: 'Body constitution (prakriti)',
      description:
        'The Ayurvedic constitution, simplified to one total: how many doshas dominate (one, two or none), not which.',
      // Six questions of 0 to 2: all traits balanced scores 0, all one-sided 12.
      bands: [
        { from: 0, to: 4, label: 'Samdoshaj prakriti' },
        { from: 5, to: 8, label: 'Dwandaj prakriti' },
        { from: 9, to: 12, label: 'Ekdoshaj prakriti' },
      ],
    },
  ]),
  questions: numbered([
    ...PHQ9.map((text, index) => ({ category_id: 1, text, position: index + 1 })),
    ...PRAKRITI.map((text, index) => ({ category_id: 2, text, position: index + 1 })),
  ]),
  questionOptions: numbered([
    ...PHQ9.flatMap((_text, question) =>
      ANSWERS.map((text, score) => ({ question_id: question + 1, text, score, position: score + 1 })),
    ),
    ...PRAKRITI.flatMap((_text, question) =>
      FIT.map(({ text, score }, index) => ({
        question_id: PHQ9.length + question + 1,
        text,
        score,
        position: index + 1,
      })),
    ),
  ]),
});
