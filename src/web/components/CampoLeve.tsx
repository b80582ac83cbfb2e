/**
 * Campos de texto leves para a primeira tela (Entrar): a aparência do TextField
 * "outlined" do MUI (rótulo que flutua para a borda, cor da marca no foco, vermelho no erro) com
 * elementos HTML e a folha estática `pages/public/convidado.css`, sem Emotion nem MUI. O rótulo fica
 * ligado ao campo por `htmlFor`/`id` (getByLabel e leitores de tela acham "Login" e "Senha"); o
 * texto de ajuda, por `aria-describedby`.
 *
 * Campos não controlados: o texto digitado vive no `<input>` (`defaultValue` é o valor inicial) e a
 * tela o lê no `onChange`, sem redesenhar o formulário a cada tecla.
 */
import { useEffect, useRef, useState, type ChangeEvent, type FocusEvent, type ReactNode } from 'react';

export interface CampoLeveProps {
  id: string;
  name: string;
  label: string;
  /** Valor inicial do campo (não controlado). */
  defaultValue?: string;
  onChange: (e: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: (e: FocusEvent<HTMLInputElement>) => void;
  error?: boolean;
  /** Texto sob o campo; ' ' reserva a linha para o layout não pular quando o erro aparece. */
  helperText?: ReactNode;
  autoComplete?: string;
  /** Focar o campo ao abrir a tela (no primeiro quadro pintado, se nada mais tiver o foco). */
  autoFocus?: boolean;
  type?: string;
  /** Atributos extras do `<input>` (autoCapitalize, spellCheck...). */
  inputProps?: Record<string, unknown>;
  /** Elemento no fim da caixa (ex.: o botão de mostrar a senha). */
  fim?: ReactNode;
}

/** Campo de texto "outlined" de largura total. */
export function CampoTextoLeve(p: CampoLeveProps) {
  const ajuda = `${p.id}-ajuda`;
  const campo = useRef<HTMLInputElement>(null);
  // foco no primeiro quadro já pintado: o `autoFocus` do React chama focus() no commit e força um
  // cálculo de estilo e layout da página inteira antes da primeira pintura
  useEffect(() => {
    if (!p.autoFocus) return;
    const quadro = requestAnimationFrame(() => {
      const el = campo.current;
      if (el && document.activeElement === document.body) el.focus();
    });
    return () => cancelAnimationFrame(quadro);
  }, [p.autoFocus]);
  return (
    <div className={p.error ? 'campo erro' : 'campo'}>
      <div className="campo-caixa">
        <input
          {...p.inputProps}
          id={p.id}
          name={p.name}
          type={p.type ?? 'text'}
          defaultValue={p.defaultValue}
          onChange={p.onChange}
          onBlur={p.onBlur}
          autoComplete={p.autoComplete}
          ref={campo}
          placeholder=" "
          aria-describedby={p.helperText ? ajuda : undefined}
          aria-invalid={p.error || undefined}
        />
        <label htmlFor={p.id}>{p.label}</label>
        {p.fim}
      </div>
      {p.helperText && (
        <p id={ajuda} className="campo-ajuda">
          {p.helperText}
        </p>
      )}
    </div>
  );
}

// Material icons (Apache 2.0) `Visibility` and `VisibilityOff` as path data
const OLHO =
  'M12 4.5C7 4.5 2.73 7.61 1 12c1.73 4.39 6 7.5 11 7.5s9.27-3.11 11-7.5c-1.73-4.39-6-7.5-11-7.5M12 17c-2.76 0-5-2.24-5-5s2.24-5 5-5 5 2.24 5 5-2.24 5-5 5m0-8c-1.66 0-3 1.34-3 3s1.34 3 3 3 3-1.34 3-3-1.34-3-3-3';
const OLHO_FECHADO =
  'M12 7c2.76 0 5 2.24 5 5 0 .65-.13 1.26-.36 1.83l2.92 2.92c1.51-1.26 2.7-2.89 3.43-4.75-1.73-4.39-6-7.5-11-7.5-1.4 0-2.74.25-3.98.7l2.16 2.16C10.74 7.13 11.35 7 12 7M2 4.27l2.28 2.28.46.46C3.08 8.3 1.78 10.02 1 12c1.73 4.39 6 7.5 11 7.5 1.55 0 3.03-.3 4.38-.84l.42.42L19.73 22 21 20.73 3.27 3zM7.53 9.8l1.55 1.55c-.05.21-.08.43-.08.65 0 1.66 1.34 3 3 3 .22 0 .44-.03.65-.08l1.55 1.55c-.67.33-1.41.53-2.2.53-2.76 0-5-2.24-5-5 0-.79.2-1.53.53-2.2m4.31-.78 3.15 3.15.02-.16c0-1.66-1.34-3-3-3z';

/** Senha com o botão de mostrar/ocultar (rótulo sem a palavra "senha": `getByLabel('Senha')` fica único). */
export function CampoSenhaLeve(p: Omit<CampoLeveProps, 'type' | 'fim'>) {
  const [visivel, setVisivel] = useState(false);
  return (
    <CampoTextoLeve
      {...p}
      type={visivel ? 'text' : 'password'}
      fim={
        <button
          type="button"
          className="campo-olho"
          aria-label={visivel ? 'Ocultar caracteres' : 'Mostrar caracteres'}
          onClick={() => setVisivel((v) => !v)}
          onMouseDown={(e) => e.preventDefault()}
          tabIndex={-1}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d={visivel ? OLHO_FECHADO : OLHO} />
          </svg>
        </button>
      }
    />
  );
}
