//! aiec's transformation passes over the `aie` dialect IR (objectfifo
//! lowering, resource allocation, routing, lowering to CERT control code).
//! The passes arrive with the issues that build on the front end; the driver
//! (`compiler`) already runs pipeline steps in command-line order.
