import { useId } from "react";
import * as fieldStyles from "../../../ui/form/FormFields.css";
import { FieldError } from "../../../ui/form/LabelledField";
import * as styles from "./family.css";
import { colorName, memberPalette } from "./palette";

export interface ColorPickerProps {
  readonly value: string;
  readonly onChange: (hex: string) => void;
  readonly error?: string;
}

/**
 * The member's colour: the palette as a radio group (arrow keys move
 * between colours, each read by its name), and any other colour with the
 * browser's colour picker.
 */
export function ColorPicker({ value, onChange, error }: ColorPickerProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const chosenId = `${id}-chosen`;
  const current = value.toLowerCase();
  const inPalette = memberPalette.some((color) => color.hex === current);
  return (
    <fieldset
      className={fieldStyles.fieldset}
      aria-describedby={error === undefined ? chosenId : `${chosenId} ${errorId}`}
    >
      <legend className={fieldStyles.legend}>Colour</legend>
      <div className={styles.swatches}>
        {memberPalette.map((color) => {
          const radioId = `${id}-${color.hex.slice(1)}`;
          return (
            <span key={color.hex}>
              <input
                id={radioId}
                className={styles.swatchRadio}
                type="radio"
                name="Color"
                value={color.hex}
                checked={current === color.hex}
                onChange={() => onChange(color.hex)}
              />
              <label htmlFor={radioId} className={styles.swatchChoice} title={color.name}>
                <span className={styles.swatchDot} style={{ background: color.hex }} />
                <span className={styles.swatchRadio}>{color.name}</span>
              </label>
            </span>
          );
        })}
        <label className={styles.customColor}>
          <input
            className={styles.colorInput}
            type="color"
            name="CustomColor"
            value={/^#[0-9a-f]{6}$/.test(current) ? current : "#000000"}
            data-selected={inPalette ? undefined : "true"}
            onChange={(event) => onChange(event.target.value)}
          />
          Another colour
        </label>
      </div>
      <p id={chosenId} className={styles.chosenName}>
        Chosen: {colorName(current)}
      </p>
      {error === undefined ? null : <FieldError id={errorId} message={error} />}
    </fieldset>
  );
}
