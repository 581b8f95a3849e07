// The package ships JavaScript only (its `types` entry points at a file it does not publish).
declare module '@pactflow/swagger-mock-validator' {
  export interface ValidationResult {
    code: string;
    message: string;
    type: 'error' | 'warning';
    source: string;
    mockDetails?: { interactionDescription?: string | null; location: string; mockFile: string };
    specDetails?: {
      location: string;
      pathMethod?: string | null;
      pathName?: string | null;
      specFile: string;
    };
  }

  export interface ValidationOutcome {
    success: boolean;
    errors: ValidationResult[];
    warnings: ValidationResult[];
    failureReason?: string;
  }

  export interface ValidationOptions {
    specPathOrUrl: string;
    mockPathOrUrl: string;
    /** 'true' lets a pact's responses hold fields the spec does not name (default 'false'). */
    additionalPropertiesInResponse?: 'true' | 'false';
    /** 'true' makes a pact's responses hold every field the spec marks required (default 'false'). */
    requiredPropertiesInResponse?: 'true' | 'false';
  }

  export const SwaggerMockValidatorFactory: {
    create(auth?: string): { validate(options: ValidationOptions): Promise<ValidationOutcome> };
  };
}
