import CSDL2

/// The OpenGL 3.3 core entry points the window's GPU path calls, loaded from the current
/// context through `SDL_GL_GetProcAddress` (no loader library, no link to libGL).
struct GLFunctions {
    let getError: PFNGLGETERRORPROC
    let getString: PFNGLGETSTRINGPROC
    let getIntegerv: PFNGLGETINTEGERVPROC
    let createShader: PFNGLCREATESHADERPROC
    let shaderSource: PFNGLSHADERSOURCEPROC
    let compileShader: PFNGLCOMPILESHADERPROC
    let getShaderiv: PFNGLGETSHADERIVPROC
    let getShaderInfoLog: PFNGLGETSHADERINFOLOGPROC
    let deleteShader: PFNGLDELETESHADERPROC
    let createProgram: PFNGLCREATEPROGRAMPROC
    let attachShader: PFNGLATTACHSHADERPROC
    let linkProgram: PFNGLLINKPROGRAMPROC
    let getProgramiv: PFNGLGETPROGRAMIVPROC
    let getProgramInfoLog: PFNGLGETPROGRAMINFOLOGPROC
    let deleteProgram: PFNGLDELETEPROGRAMPROC
    let useProgram: PFNGLUSEPROGRAMPROC
    let getUniformLocation: PFNGLGETUNIFORMLOCATIONPROC
    let uniform1i: PFNGLUNIFORM1IPROC
    let uniform2f: PFNGLUNIFORM2FPROC
    let uniform1f: PFNGLUNIFORM1FPROC
    let uniform4f: PFNGLUNIFORM4FPROC
    let uniform1fv: PFNGLUNIFORM1FVPROC
    let uniform4fv: PFNGLUNIFORM4FVPROC
    let uniform4i: PFNGLUNIFORM4IPROC
    let genVertexArrays: PFNGLGENVERTEXARRAYSPROC
    let bindVertexArray: PFNGLBINDVERTEXARRAYPROC
    let deleteVertexArrays: PFNGLDELETEVERTEXARRAYSPROC
    let genBuffers: PFNGLGENBUFFERSPROC
    let bindBuffer: PFNGLBINDBUFFERPROC
    let bufferData: PFNGLBUFFERDATAPROC
    let bufferSubData: PFNGLBUFFERSUBDATAPROC
    let texBuffer: PFNGLTEXBUFFERPROC
    let deleteBuffers: PFNGLDELETEBUFFERSPROC
    let enableVertexAttribArray: PFNGLENABLEVERTEXATTRIBARRAYPROC
    let vertexAttribPointer: PFNGLVERTEXATTRIBPOINTERPROC
    let vertexAttribDivisor: PFNGLVERTEXATTRIBDIVISORPROC
    let genTextures: PFNGLGENTEXTURESPROC
    let bindTexture: PFNGLBINDTEXTUREPROC
    let activeTexture: PFNGLACTIVETEXTUREPROC
    let texImage2D: PFNGLTEXIMAGE2DPROC
    let texSubImage2D: PFNGLTEXSUBIMAGE2DPROC
    let texParameteri: PFNGLTEXPARAMETERIPROC
    let deleteTextures: PFNGLDELETETEXTURESPROC
    let pixelStorei: PFNGLPIXELSTOREIPROC
    let genFramebuffers: PFNGLGENFRAMEBUFFERSPROC
    let bindFramebuffer: PFNGLBINDFRAMEBUFFERPROC
    let framebufferRenderbuffer: PFNGLFRAMEBUFFERRENDERBUFFERPROC
    let checkFramebufferStatus: PFNGLCHECKFRAMEBUFFERSTATUSPROC
    let deleteFramebuffers: PFNGLDELETEFRAMEBUFFERSPROC
    let genRenderbuffers: PFNGLGENRENDERBUFFERSPROC
    let bindRenderbuffer: PFNGLBINDRENDERBUFFERPROC
    let renderbufferStorage: PFNGLRENDERBUFFERSTORAGEPROC
    let deleteRenderbuffers: PFNGLDELETERENDERBUFFERSPROC
    let viewport: PFNGLVIEWPORTPROC
    let clearColor: PFNGLCLEARCOLORPROC
    let clear: PFNGLCLEARPROC
    let enable: PFNGLENABLEPROC
    let disable: PFNGLDISABLEPROC
    let scissor: PFNGLSCISSORPROC
    let blendFuncSeparate: PFNGLBLENDFUNCSEPARATEPROC
    let blendEquation: PFNGLBLENDEQUATIONPROC
    let drawArraysInstanced: PFNGLDRAWARRAYSINSTANCEDPROC
    let readPixels: PFNGLREADPIXELSPROC
    let finish: PFNGLFINISHPROC

    /// Loads every entry point from the current context; throws naming the first missing one.
    init() throws(SDLError) {
        getError = try load("glGetError")
        getString = try load("glGetString")
        getIntegerv = try load("glGetIntegerv")
        createShader = try load("glCreateShader")
        shaderSource = try load("glShaderSource")
        compileShader = try load("glCompileShader")
        getShaderiv = try load("glGetShaderiv")
        getShaderInfoLog = try load("glGetShaderInfoLog")
        deleteShader = try load("glDeleteShader")
        createProgram = try load("glCreateProgram")
        attachShader = try load("glAttachShader")
        linkProgram = try load("glLinkProgram")
        getProgramiv = try load("glGetProgramiv")
        getProgramInfoLog = try load("glGetProgramInfoLog")
        deleteProgram = try load("glDeleteProgram")
        useProgram = try load("glUseProgram")
        getUniformLocation = try load("glGetUniformLocation")
        uniform1i = try load("glUniform1i")
        uniform2f = try load("glUniform2f")
        uniform1f = try load("glUniform1f")
        uniform4f = try load("glUniform4f")
        uniform1fv = try load("glUniform1fv")
        uniform4fv = try load("glUniform4fv")
        uniform4i = try load("glUniform4i")
        genVertexArrays = try load("glGenVertexArrays")
        bindVertexArray = try load("glBindVertexArray")
        deleteVertexArrays = try load("glDeleteVertexArrays")
        genBuffers = try load("glGenBuffers")
        bindBuffer = try load("glBindBuffer")
        bufferData = try load("glBufferData")
        bufferSubData = try load("glBufferSubData")
        texBuffer = try load("glTexBuffer")
        deleteBuffers = try load("glDeleteBuffers")
        enableVertexAttribArray = try load("glEnableVertexAttribArray")
        vertexAttribPointer = try load("glVertexAttribPointer")
        vertexAttribDivisor = try load("glVertexAttribDivisor")
        genTextures = try load("glGenTextures")
        bindTexture = try load("glBindTexture")
        activeTexture = try load("glActiveTexture")
        texImage2D = try load("glTexImage2D")
        texSubImage2D = try load("glTexSubImage2D")
        texParameteri = try load("glTexParameteri")
        deleteTextures = try load("glDeleteTextures")
        pixelStorei = try load("glPixelStorei")
        genFramebuffers = try load("glGenFramebuffers")
        bindFramebuffer = try load("glBindFramebuffer")
        framebufferRenderbuffer = try load("glFramebufferRenderbuffer")
        checkFramebufferStatus = try load("glCheckFramebufferStatus")
        deleteFramebuffers = try load("glDeleteFramebuffers")
        genRenderbuffers = try load("glGenRenderbuffers")
        bindRenderbuffer = try load("glBindRenderbuffer")
        renderbufferStorage = try load("glRenderbufferStorage")
        deleteRenderbuffers = try load("glDeleteRenderbuffers")
        viewport = try load("glViewport")
        clearColor = try load("glClearColor")
        clear = try load("glClear")
        enable = try load("glEnable")
        disable = try load("glDisable")
        scissor = try load("glScissor")
        blendFuncSeparate = try load("glBlendFuncSeparate")
        blendEquation = try load("glBlendEquation")
        drawArraysInstanced = try load("glDrawArraysInstanced")
        readPixels = try load("glReadPixels")
        finish = try load("glFinish")
    }

    /// The string `name` (such as `GL_RENDERER`) of the current context, empty when unknown.
    func string(_ name: Int32) -> String {
        getString(GLenum(name)).map { String(cString: $0) } ?? ""
    }

    /// Throws naming `operation` and the pending error codes when the context has any.
    func check(_ operation: String) throws(SDLError) {
        var codes: [String] = []
        var code = getError()
        // A lost context reports errors forever: a handful is enough to say why.
        while code != GLenum(GL_NO_ERROR) && codes.count < 8 {
            codes.append("0x" + String(code, radix: 16, uppercase: true))
            code = getError()
        }
        if !codes.isEmpty { throw SDLError(operation: operation, reason: "OpenGL error " + codes.joined(separator: ", ")) }
    }
}

/// The entry point `name` of the current context as a function of type `Function`.
private func load<Function>(_ name: String) throws(SDLError) -> Function {
    guard let address = SDL_GL_GetProcAddress(name) else {
        throw SDLError(operation: "load the OpenGL function \(name)", reason: String(cString: SDL_GetError()))
    }
    return unsafeBitCast(address, to: Function.self)
}
