/** What every answer input receives from the question renderer. */
export interface InputProps {
  /** The input's ref, used to label its boxes. */
  answerRef: string;
  /** The submitted value ('' when nothing is typed). */
  value: string;
  /** Called with the new value; '' removes this part of the answer. */
  onChange: (value: string) => void;
  disabled?: boolean;
  readOnly?: boolean;
}
