/**
 * The health-result labels of docs/requirements.md section 3: every label a result screen may receive, the text
 * shown for it and its tone. docs/requirements.md fixes what the tones mean (red bad or high, green normal, amber
 * borderline, blue low); where it does not say which tone a label takes, the choice is clinical and
 * listed with its reason in docs/master-data.md.
 */
export type HealthResultTone = 'red' | 'green' | 'amber' | 'blue';

export const TONE_MEANINGS: Readonly<Record<HealthResultTone, string>> = {
  red: 'Bad or high',
  green: 'Normal',
  amber: 'Borderline',
  blue: 'Low',
};

export type HealthResultKind =
  | 'sex'
  | 'level'
  | 'diabetes'
  | 'screening'
  | 'lung-function'
  | 'standard'
  | 'constitution'
  | 'heart-rhythm'
  | 'severity'
  | 'vision'
  | 'heart-lung-sound'
  | 'validity';

/** The kinds in the order the catalogue shows them, with their headings. */
export const HEALTH_RESULT_KINDS: ReadonlyArray<{ kind: HealthResultKind; title: string }> = [
  { kind: 'sex', title: 'Sex' },
  { kind: 'level', title: 'Levels (blood pressure, lipids, sugar)' },
  { kind: 'diabetes', title: 'Diabetes' },
  { kind: 'screening', title: 'Screening tests' },
  { kind: 'lung-function', title: 'Lung function' },
  { kind: 'standard', title: 'Standards' },
  { kind: 'constitution', title: 'Body constitution (prakriti)' },
  { kind: 'heart-rhythm', title: 'Heart rhythm' },
  { kind: 'severity', title: 'Severity' },
  { kind: 'vision', title: 'Vision' },
  { kind: 'heart-lung-sound', title: 'Heart and lung sounds' },
  { kind: 'validity', title: 'Validity' },
];

export interface HealthResult {
  /** The label as the server sends it (docs/requirements.md section 3's spelling). */
  label: string;
  /** What the user reads: the label, with its capitals tidied, and Minimal shown as Normal. */
  text: string;
  tone: HealthResultTone;
  kind: HealthResultKind;
}

const entry = (
  kind: HealthResultKind,
  tone: HealthResultTone,
  label: string,
  text = label,
): HealthResult => ({
  label,
  text,
  tone,
  kind,
});

export const HEALTH_RESULTS: readonly HealthResult[] = [
  entry('sex', 'green', 'Male'),
  entry('sex', 'green', 'Female'),
  entry('level', 'green', 'Normal'),
  entry('level', 'red', 'High'),
  entry('level', 'blue', 'Low'),
  entry('level', 'red', 'Seriously High'),
  entry('level', 'green', 'Optimal'),
  entry('level', 'green', 'Near Optimal'),
  entry('level', 'amber', 'BorderLine High', 'Borderline High'),
  entry('level', 'red', 'Very High'),
  entry('level', 'green', 'Desirable'),
  entry('level', 'amber', 'BorderLine', 'Borderline'),
  entry('diabetes', 'red', 'Diabetic'),
  entry('diabetes', 'amber', 'Prediabetic'),
  entry('screening', 'red', 'Likely to be positive'),
  entry('screening', 'green', 'Negative'),
  entry('lung-function', 'red', 'Obstructive defect'),
  entry('lung-function', 'red', 'Restrictive pattern'),
  entry('lung-function', 'red', 'Mixed pattern'),
  entry('standard', 'green', 'Standard'),
  entry('standard', 'red', 'Not up to standard'),
  entry('constitution', 'amber', 'Ekdoshaj prakriti', 'Ekdoshaj Prakriti'),
  entry('constitution', 'amber', 'Dwandaj prakriti', 'Dwandaj Prakriti'),
  entry('constitution', 'green', 'Samdoshaj prakriti', 'Samdoshaj Prakriti'),
  entry('heart-rhythm', 'blue', 'Bradycardia'),
  entry('heart-rhythm', 'green', 'Normal Sinus Rhythm'),
  entry('heart-rhythm', 'red', 'Possible Atrial Fibrillation'),
  entry('heart-rhythm', 'red', 'Tachycardia'),
  entry('heart-rhythm', 'amber', 'Too Short'),
  entry('heart-rhythm', 'amber', 'Unclassified'),
  entry('heart-rhythm', 'amber', 'Unreadable'),
  entry('severity', 'green', 'Minimal', 'Normal'),
  entry('severity', 'amber', 'Mild'),
  entry('severity', 'red', 'Moderate'),
  entry('severity', 'red', 'Moderately Severe'),
  entry('severity', 'red', 'Severe'),
  entry('vision', 'green', 'Normal Vision'),
  entry('vision', 'red', 'Red Green Deficiency'),
  entry('heart-lung-sound', 'red', 'Abnormal'),
  entry('heart-lung-sound', 'red', 'Arrhythmia'),
  entry('heart-lung-sound', 'red', 'Murmur'),
  entry('heart-lung-sound', 'green', 'Normal Heart Sound'),
  entry('heart-lung-sound', 'green', 'Normal lung Sound', 'Normal Lung Sound'),
  entry('heart-lung-sound', 'red', 'Present'),
  entry('heart-lung-sound', 'red', 'Pulmonary Arterial Hypertension'),
  entry('validity', 'amber', 'Invalid'),
];

/** Label spellings vary in case and spacing ('BorderLine High', 'Normal lung Sound'): compare loosely. */
const keyOf = (label: string): string => label.trim().replace(/\s+/g, ' ').toLowerCase();

const byKey = new Map(HEALTH_RESULTS.map((result) => [keyOf(result.label), result]));
// docs/requirements.md names the three constitution types once, "Ekdoshaj, Dwandaj and Samdoshaj prakriti":
// a server may send the type without the word prakriti.
for (const result of HEALTH_RESULTS.filter(({ kind }) => kind === 'constitution')) {
  byKey.set(keyOf(result.label.replace(/ prakriti$/i, '')), result);
}

/** The catalogue entry for a label as received, or undefined for a label the catalogue lacks. */
export const findHealthResult = (label: unknown): HealthResult | undefined =>
  typeof label === 'string' ? byKey.get(keyOf(label)) : undefined;
