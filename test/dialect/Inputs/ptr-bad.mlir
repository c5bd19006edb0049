module {
  func.func @f(%m: memref<1024xi16>) {
    %p = ptr.to_ptr %m : memref<1024xi16> -> !ptr.ptr<#ptr.generic_space>
    return
  }
}
