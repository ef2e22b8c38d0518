export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

/** A thin HTTP client for end-to-end specs: real requests, JSON parsed when the answer is JSON. */
export function apiClient(baseUrl: string, token?: string) {
  async function call<T>(
    method: string,
    path: string,
    init: { json?: unknown; body?: string | FormData; headers?: Record<string, string> } = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...(token ? { authorization: `Bearer ${token}` } : {}), ...init.headers };
    let body = init.body;
    if (init.json !== undefined) {
      body = JSON.stringify(init.json);
      headers['content-type'] ??= 'application/json';
    }
    const response = await fetch(`${baseUrl}${path}`, { method, headers, body });
    const text = await response.text();
    const isJson = (response.headers.get('content-type') ?? '').includes('json');
    return { status: response.status, headers: response.headers, body: (isJson && text ? JSON.parse(text) : text) as T };
  }
  return {
     
    get: <T = any>(path: string, headers?: Record<string, string>) => call<T>('GET', path, { headers }),
     
    post: <T = any>(path: string, json?: unknown, headers?: Record<string, string>) => call<T>('POST', path, { json, headers }),
     
    patch: <T = any>(path: string, json?: unknown) => call<T>('PATCH', path, { json }),
     
    put: <T = any>(path: string, json?: unknown) => call<T>('PUT', path, { json }),
     
    delete: <T = any>(path: string, json?: unknown) => call<T>('DELETE', path, { json }),
     
    raw: <T = any>(method: string, path: string, body: string | undefined, headers: Record<string, string>) =>
      call<T>(method, path, { body, headers }),
    /** Multipart upload; fetch sets the boundary itself. */
    multipart: <T = any>(path: string, form: FormData) => call<T>('POST', path, { body: form }),
  };
}
