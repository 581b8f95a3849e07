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

/** The questionnaires test types 13 and 14 use (seed-tests.ts). */
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
    { name: 'Body constitution (prakriti)', description: 'The Ayurvedic constitution.', bands: [] },
  ]),
  questions: numbered(PHQ9.map((text, index) => ({ category_id: 1, text, position: index + 1 }))),
  questionOptions: numbered(
    PHQ9.flatMap((_text, question) =>
      ANSWERS.map((text, score) => ({ question_id: question + 1, text, score, position: score + 1 })),
    ),
  ),
});
