// The contract between the thing chat's parts (issue 15): the tools that read a thing's data
// as the asking user (chat/tools.ts), the built-in assistant (chat/builtIn.ts) and the
// model-driven assistant (chat/modelAssistant.ts, over integrations/llm). Both assistants
// read data only through these tools; neither writes.

/** A JSON Schema object describing a tool's arguments (what OpenAI-style tools declare). */
export interface ToolParameters {
  type: 'object';
  properties: Record<string, unknown>;
  required?: string[];
  additionalProperties?: boolean;
}

/** Where a figure in an answer comes from; the UI links it when it has an href. */
export interface ChatSource {
  kind: 'thing' | 'reading' | 'action' | 'rainfall' | 'forecast' | 'soil' | 'advice' | 'device';
  /** Human words: "LSE01 sensor", "Totnes gauge (Environment Agency)". */
  label: string;
  /** A path on our own site (`/things/…`, `/devices/…`, `/rainfall/…`) or an https URL. */
  href?: string;
}

/** What a tool returns: plain data (untrusted text stays inside it) and its sources. */
export interface ToolResult {
  data: unknown;
  sources: ChatSource[];
}

export interface ChatToolSpec {
  name: string;
  description: string;
  parameters: ToolParameters;
}

/** Runs one tool as the asking user (the API's RLS applies); never writes. */
export type RunTool = (name: string, args: Record<string, unknown>) => Promise<ToolResult>;

/** A suggested action shown as a button that opens the normal form; the assistant never writes. */
export interface ChatSuggestion {
  /** An action type of the spec (WATER, UPKEEP, …) to preselect in `/things/{id}/action`. */
  actionType: string;
  label: string;
}

/** One earlier turn of the conversation, oldest first. */
export interface ChatTurn {
  role: 'user' | 'assistant';
  text: string;
}

export interface AnswerLimits {
  maxToolCalls: number;
  maxTokens: number;
}

export interface ChatAnswer {
  text: string;
  sources: ChatSource[];
  suggestions: ChatSuggestion[];
  /** 'builtIn' or the configured model's name. */
  answeredBy: string;
  toolCalls: number;
  usage: { promptTokens: number; completionTokens: number };
}

export interface AnswerRequest {
  thingId: string;
  question: string;
  history: ChatTurn[];
  tools: ChatToolSpec[];
  runTool: RunTool;
  limits: AnswerLimits;
  /** Called with each piece of the answer as it arrives (token by token for a model). */
  onDelta(text: string): void;
  signal?: AbortSignal;
}
