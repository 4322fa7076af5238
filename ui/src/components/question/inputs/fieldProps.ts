/** What every answer input receives from the question renderer. */
export interface InputProps {
  /** What a screen reader calls the answer ("your answer 2", answerNames.ts). */
  answerName: string;
  /** The submitted value ('' when nothing is typed). */
  value: string;
  /** Called with the new value; '' removes this part of the answer. */
  onChange: (value: string) => void;
  disabled?: boolean;
  readOnly?: boolean;
}
