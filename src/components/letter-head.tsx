import './styles/letter-head.css';

/** What a letter head shows of its doctor (a Doctor record has all of it). */
export interface LetterHeadDoctor {
  first_name: string;
  last_name: string;
  qualification: string;
  specialisation: string;
  registration_number: string;
  /** A PNG or JPEG data URL, or null. */
  signature: string | null;
}

export interface LetterHeadProps {
  doctor: LetterHeadDoctor;
  /** The clinic it names: the doctor's letter head clinic, or the consultation's. */
  clinicName: string;
}

/**
 * A doctor's letter head as it prints (docs/telemedicine.md, "Doctors and letter head"): 'Dr' and the
 * name, qualification, specialisation, registration number, the clinic, and the signature image.
 * Presentational and print-friendly (no colours); the Letter Head screen and the printable
 * prescription share it. Class names start with `letter-head`.
 */
export const LetterHead = ({ doctor, clinicName }: LetterHeadProps) => {
  const name = `Dr ${doctor.first_name} ${doctor.last_name}`.trim();
  return (
    <div className="letter-head" role="group" aria-label={`Letter head of ${name}`}>
      <div className="letter-head-identity">
        <p className="letter-head-name">{name}</p>
        <p className="letter-head-line letter-head-qualification">{doctor.qualification}</p>
        <p className="letter-head-line letter-head-specialisation">{doctor.specialisation}</p>
        <p className="letter-head-line letter-head-registration">
          Registration no. {doctor.registration_number}
        </p>
        <p className="letter-head-clinic">{clinicName}</p>
      </div>
      <figure className="letter-head-signature">
        {doctor.signature ? (
          <img src={doctor.signature} alt={`Signature of ${name}`} className="letter-head-signature-image" />
        ) : (
          <span className="letter-head-no-signature">No signature on file</span>
        )}
        <figcaption className="letter-head-signature-caption">Signature</figcaption>
      </figure>
    </div>
  );
};
