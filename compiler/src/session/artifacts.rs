//! What aiecc packages a design lowered to NPU ops as, for host programs
//! run on the simulator (docs/host-programs.md): an xclbin (the design as
//! its PDI image, the kernel objects built for the host) beside the NPU
//! instruction words ([`super::Design::npu_words`]), and the full ELF (the
//! control code with the design and the kernel objects attached).

use super::{Design, Error};
use aie_target::cert::elf::{self, CtrlElf};
use dialect::ir::{OpId, View as _};
use dialect::ops::views::RuntimeSequence;
use dialect::Ir;
use runtime_sim::xclbin::{self, Kernel, Object, Partition, Pdi, Xclbin};

/// The full ELF's attachment holding the design (its MLIR before CERT
/// lowering, whose cores run).
pub const DESIGN_ATTACHMENT: &str = ".aiec.design";
/// The prefix of the full ELF's kernel-library attachments
/// (`.aiec.kernel.<object>`).
pub const KERNEL_ATTACHMENT: &str = ".aiec.kernel.";

/// The DPU kernel an xclbin declares, and what it adds to.
#[derive(Clone, Debug)]
pub struct XclbinSpec<'a> {
    /// An xclbin to add the kernel and PDIs to (`--xclbin-input`), else a
    /// new one for the device.
    pub base: Option<Xclbin>,
    /// The kernel's name (`--xclbin-kernel-name`).
    pub kernel_name: &'a str,
    /// Its instance's name (`--xclbin-instance-name`).
    pub instance_name: &'a str,
    /// Its id (`--xclbin-kernel-id`).
    pub kernel_id: u32,
    /// The runtime sequence whose arguments are its host buffers
    /// (`--sequence-name`; default: the first with a body).
    pub sequence: Option<&'a str>,
}

impl Design {
    /// The xclbin of device `dev` (lowered to NPU ops): its design (the
    /// module with this device alone) as the PDI image serving the kernel
    /// `spec` declares, the module's other devices as PDIs of their own
    /// (whose cores control packets may load), and `objects`.
    pub fn xclbin(&self, dev: OpId, spec: XclbinSpec, objects: &[Object]) -> Result<Xclbin, Error> {
        let ir = self.ir();
        let name = passes::netlist::device_name(ir, dev);
        let image = passes::netlist::device_text(ir, dev).into_bytes();
        let model = passes::netlist::devices(ir)
            .into_iter()
            .find(|d| d.op == dev)
            .map(|d| d.model)
            .ok_or_else(|| Error::message(format!("device {name} has no target model")))?;
        let mut x = spec.base.unwrap_or_else(|| empty_xclbin(model));
        let buffers = host_buffers(ir, dev, spec.sequence);
        if buffers > xclbin::MAX_HOST_BUFFERS {
            return Err(Error::message(format!(
                "device '{name}' has {buffers} host buffer arguments, which exceeds the maximum supported and verified count of {}. Reduce the number of host buffer arguments.",
                xclbin::MAX_HOST_BUFFERS
            )));
        }
        x.kernels.push(Kernel::dpu(
            spec.kernel_name,
            spec.instance_name,
            spec.kernel_id,
            buffers,
        ));
        x.partition.pdis.push(Pdi {
            uuid: xclbin::uuid_of(&image),
            image,
            kernel_ids: vec![spec.kernel_id],
        });
        for other in passes::netlist::devices(ir).iter().filter(|d| d.op != dev) {
            let image = passes::netlist::device_text(ir, other.op).into_bytes();
            x.partition.pdis.push(Pdi {
                uuid: xclbin::uuid_of(&image),
                image,
                kernel_ids: Vec::new(),
            });
        }
        x.objects.extend(objects.iter().cloned());
        x.uuid = [0; 16];
        x.uuid = xclbin::uuid_of(&x.write());
        Ok(x)
    }
}

/// The host buffers device `dev`'s kernel takes: the arguments of its
/// runtime sequence (`sequence`, else the first with a body), or, for a
/// device without one (a control-packet base configuration), those of the
/// module's one other device with a sequence plus its control-packet
/// buffer; as mlir-aie's aiecc counts them since July 2026.
fn host_buffers(ir: &Ir, dev: OpId, sequence: Option<&str>) -> usize {
    let arguments = |d: OpId| {
        ir.views::<RuntimeSequence>(ir.children(d))
            .filter(|s| sequence.is_none_or(|n| n == s.sym_name(ir)))
            .find_map(|s| ir.entry_block(s.op(), 0))
            .map(|b| ir[b].args.len())
    };
    if let Some(n) = arguments(dev) {
        return n;
    }
    let others: Vec<usize> = passes::netlist::devices(ir)
        .iter()
        .filter(|d| d.op != dev)
        .filter_map(|d| arguments(d.op))
        .collect();
    match others[..] {
        [n] => n + usize::from(passes::ctrl_packet::uses_control_packets(ir, dev)),
        _ => xclbin::MIN_HOST_BUFFERS,
    }
}

/// An xclbin without kernels for a device of `model`, its partition as
/// mlir-aie's aiecc declares it (a whole NPU starts at column 0; a
/// partial one may start at columns 1 to 5 - width).
fn empty_xclbin(model: &aie_target::device::Device) -> Xclbin {
    let width = model.columns as u16;
    let start_columns = if matches!(model.name, "npu1" | "npu2") {
        vec![0]
    } else {
        (1..6u16.saturating_sub(width)).collect()
    };
    Xclbin {
        uuid: [0; 16],
        platform: "aie-sim".into(),
        memories: xclbin::npu_memories(),
        kernels: Vec::new(),
        partition: Partition {
            name: "QoS".into(),
            operations_per_cycle: 2048,
            inference_fingerprint: 23423,
            pre_post_fingerprint: 12345,
            column_width: width,
            start_columns,
            pdis: Vec::new(),
        },
        objects: Vec::new(),
    }
}

/// The full ELF: the control code with `design` (the MLIR before CERT
/// lowering, whose cores run; [`DESIGN_ATTACHMENT`]) and each kernel
/// library ([`KERNEL_ATTACHMENT`]) attached.
pub fn full_elf(mut ctrl: CtrlElf, design: String, objects: &[Object]) -> Vec<u8> {
    ctrl.attachments
        .push((DESIGN_ATTACHMENT.to_string(), design.into_bytes()));
    for obj in objects {
        let name = format!("{KERNEL_ATTACHMENT}{}", obj.name);
        ctrl.attachments.push((name, obj.library.clone()));
    }
    elf::write(&ctrl)
}
