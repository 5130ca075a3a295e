import type { ReactNode } from 'react'

const legendText = 'mb-1 font-semibold text-ink-900'
/** Radios and checkboxes: 24 px, in the site's colour, drawn by the system in forced colours. */
const tickBox = 'mt-0.5 h-6 w-6 shrink-0 accent-wine-700'

/** A group of controls under one legend, with the group's error under it (`${id}-error`). */
export function Group({ id, legend, error, children }: { id: string; legend: string; error?: string; children: ReactNode }) {
  return (
    <fieldset id={id} className="min-w-0">
      <legend className={legendText}>{legend}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">{children}</div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}

/** The aria attributes that tie each control of a group to the group's error. */
function groupInvalid(groupId: string, error?: string) {
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${groupId}-error` : undefined }
}

/** One choice of several, as radios under a legend. */
export function RadioGroup<T extends string | number>({
  id,
  legend,
  options,
  value,
  onChange,
  error,
}: {
  id: string
  legend: string
  options: readonly (readonly [T, string])[]
  value: T
  onChange: (value: T) => void
  error?: string
}) {
  return (
    <Group id={id} legend={legend} error={error}>
      {options.map(([option, label]) => (
        <Tick key={String(option)} id={`${id}-${option}`} label={label}>
          <input
            id={`${id}-${option}`}
            type="radio"
            name={id}
            className={tickBox}
            checked={value === option}
            onChange={() => onChange(option)}
            {...groupInvalid(id, error)}
          />
        </Tick>
      ))}
    </Group>
  )
}

/** Several choices at once, as checkboxes under a legend. */
export function CheckboxGroup<T extends string>({
  id,
  legend,
  options,
  value,
  onChange,
  error,
}: {
  id: string
  legend: string
  options: readonly (readonly [T, string])[]
  value: readonly T[]
  onChange: (value: T[]) => void
  error?: string
}) {
  const toggle = (option: T, on: boolean) => onChange(options.map(([each]) => each).filter((each) => (each === option ? on : value.includes(each))))
  return (
    <Group id={id} legend={legend} error={error}>
      {options.map(([option, label]) => (
        <Tick key={option} id={`${id}-${option}`} label={label}>
          <input
            id={`${id}-${option}`}
            type="checkbox"
            className={tickBox}
            checked={value.includes(option)}
            onChange={(event) => toggle(option, event.target.checked)}
            {...groupInvalid(id, error)}
          />
        </Tick>
      ))}
    </Group>
  )
}

/** A checkbox on its own, with its label beside it. */
export function Checkbox({ id, label, checked, onChange }: { id: string; label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <Tick id={id} label={label}>
      <input id={id} type="checkbox" className={tickBox} checked={checked} onChange={(event) => onChange(event.target.checked)} />
    </Tick>
  )
}

function Tick({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="flex min-h-8 items-start gap-2">
      {children}
      <label htmlFor={id} className="text-ink-900">
        {label}
      </label>
    </div>
  )
}
