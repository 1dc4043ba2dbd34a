import { describe, expect, it } from "vitest";
import { operationIdOf, operationIds } from "../../server/http/operation-id";

describe("operationIds for the OpenAPI document", () => {
  it("are the method and the path's words, parameters, 'api' and the one-letter families left out, a repeated word said once", () => {
    expect(operationIdOf("GET", "/api/business/business_balance/:id")).toBe("getBusinessBalance");
    expect(operationIdOf("POST", "/api/auth/logout-all")).toBe("postAuthLogoutAll");
    expect(operationIdOf("GET", "/api/b/:businessId/gst/gstr1")).toBe("getGstGstr1");
  });
  it("are handed out once: a taken one gets its parameters, a declared one wins when free", () => {
    const next = operationIds();
    expect(next("GET", "/api/sales/:businessId/:docs")).toBe("getSales");
    expect(next("GET", "/api/sales/:businessId/:docs/:id")).toBe("getSalesByBusinessIdByDocsById");
    expect(next("GET", "/api/b/:businessId/:resource", "listRows")).toBe("listRows");
    expect(next("GET", "/api/extra/:a", "listRows")).toBe("getExtra");
  });
});
