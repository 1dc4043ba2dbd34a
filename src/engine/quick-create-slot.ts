/**
 * The quick-create form a relation select offers ("+ New <noun>"), handed down by the console
 * (src/ConsoleApp.tsx) rather than imported: that form is itself made of fields, relation selects
 * among them, so an import would close a loop of files. Without it a select offers no "+ New".
 */
import { createContext, type ComponentType } from "react";
import type { ResourceDef } from "../../resources/types";

export interface QuickCreateProps {
  def: ResourceDef;
  initialText?: string;
  onCreated: (record: Record<string, unknown> & { id: number }) => void;
  onClose: () => void;
}

export const QuickCreateSlot = createContext<ComponentType<QuickCreateProps> | null>(null);
